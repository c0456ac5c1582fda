import { ActionIcon, Button, Group, Stack, Table, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { AdminClient } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { ClientUsersModal } from '../users/client-users-modal';
import { ClientModal } from './client-modal';
import { loadClients } from './clients-api';
import { EditIcon, UsersIcon } from '../../ui/icons';

/** admin/clients: the client companies, with their settings and logins. */
export function ClientsScreen() {
  const { data, loading, error, reload } = useApi(loadClients, [], 'Konnte die Kunden nicht laden');
  // undefined: closed; null: a new client.
  const [editing, setEditing] = useState<AdminClient | null | undefined>(undefined);
  const [usersOf, setUsersOf] = useState<AdminClient | null>(null);

  const saved = (client: AdminClient, created: boolean) => {
    setEditing(undefined);
    reload();
    // A new company needs its logins next.
    if (created) setUsersOf(client);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Kunden</Title>
        <Button onClick={() => setEditing(null)}>Neuer Kunde</Button>
      </Group>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Noch keine Kunden vorhanden">
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Firma</Table.Th>
                <Table.Th w={100} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Td>{client.company}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label="Bearbeiten">
                        <ActionIcon variant="subtle" aria-label={`${client.company} bearbeiten`} onClick={() => setEditing(client)}>
                          <EditIcon />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Benutzer">
                        <ActionIcon variant="subtle" aria-label={`Benutzer von ${client.company}`} onClick={() => setUsersOf(client)}>
                          <UsersIcon />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </LoadState>
      {editing !== undefined && <ClientModal key={editing?.id ?? 'new'} client={editing} onClose={() => setEditing(undefined)} onSaved={saved} />}
      <ClientUsersModal client={usersOf} onClose={() => setUsersOf(null)} />
    </Stack>
  );
}
