import { Badge, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { PasswordLinkModal } from './password-link-modal';
import { UserActions } from './user-actions';
import { UserEditor } from './user-editor';
import { loadStaff } from './users-api';
import { ROLE_LABEL } from './user-form';

type Mode = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

/** admin/employees and admin/admin: the staff (employees, site leads, admins). */
export function StaffScreen() {
  const { data, loading, error, reload } = useApi(loadStaff, [], 'Konnte die Mitarbeiter nicht laden');
  const [mode, setMode] = useState<Mode>({ mode: 'list' });
  const [linkFor, setLinkFor] = useState<AdminUser | null>(null);

  const backToList = () => {
    setMode({ mode: 'list' });
    reload();
  };

  if (mode.mode !== 'list') {
    return (
      <Stack maw={640}>
        <Title order={1}>Mitarbeiter</Title>
        <Card withBorder padding="md">
          <UserEditor
            key={mode.mode === 'edit' ? mode.user.id : 'new'}
            kind="staff"
            clientId={null}
            user={mode.mode === 'edit' ? mode.user : null}
            onDone={backToList}
            onCancel={() => setMode({ mode: 'list' })}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Mitarbeiter</Title>
        <Button onClick={() => setMode({ mode: 'create' })}>Neuer Mitarbeiter</Button>
      </Group>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Noch keine Mitarbeiter vorhanden">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vorname</Table.Th>
                <Table.Th>Nachname</Table.Th>
                <Table.Th>E-Mail</Table.Th>
                <Table.Th>Telefon</Table.Th>
                <Table.Th>Funktion</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((user) => (
                <Table.Tr key={user.id} c={user.inactive ? 'dimmed' : undefined} fs={user.inactive ? 'italic' : undefined} data-inactive={user.inactive || undefined}>
                  <Table.Td>{user.firstName}</Table.Td>
                  <Table.Td>{user.lastName}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.phone}</Table.Td>
                  <Table.Td>
                    {ROLE_LABEL[user.role]}
                    {user.permanent && <Badge ml="xs" size="xs" variant="light">fest</Badge>}
                    {user.inactive && <Badge ml="xs" size="xs" variant="light" color="gray">inaktiv</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <UserActions user={user} onEdit={() => setMode({ mode: 'edit', user })} onSendLink={() => setLinkFor(user)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </LoadState>
      <PasswordLinkModal user={linkFor} onClose={() => setLinkFor(null)} />
    </Stack>
  );
}
