import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminClient, AdminUser } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { PasswordLinkModal } from './password-link-modal';
import { UserActions } from './user-actions';
import { UserEditor } from './user-editor';
import { loadClientUsers } from './users-api';
import { fullName, ROLE_LABEL } from './user-form';

type Mode = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

function UserList({ client, onEdit, onSendLink, onCreate }: { client: AdminClient; onEdit: (u: AdminUser) => void; onSendLink: (u: AdminUser) => void; onCreate: () => void }) {
  const { data, loading, error } = useApi(() => loadClientUsers(client.id), [client.id], 'Konnte die Mitarbeiter nicht laden');
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={onCreate}>Neuer Benutzer</Button>
      </Group>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Noch keine Benutzer für diesen Kunden.">
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-Mail</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Funktion</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.map((user) => (
                <Table.Tr key={user.id} c={user.inactive ? 'dimmed' : undefined}>
                  <Table.Td>
                    {user.email}
                    {!user.hasPassword && <Badge ml="xs" size="xs" variant="light" color="gray">kein Passwort</Badge>}
                  </Table.Td>
                  <Table.Td>{fullName(user)}</Table.Td>
                  <Table.Td>{ROLE_LABEL[user.role]}</Table.Td>
                  <Table.Td>
                    <UserActions user={user} onEdit={() => onEdit(user)} onSendLink={() => onSendLink(user)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </LoadState>
    </Stack>
  );
}

/** The logins of one client company: list, create, edit, delete, send a password link. */
export function ClientUsersModal({ client, onClose }: { client: AdminClient | null; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>({ mode: 'list' });
  const [linkFor, setLinkFor] = useState<AdminUser | null>(null);
  const mobile = useMediaQuery('(max-width: 48em)');
  const close = () => {
    setMode({ mode: 'list' });
    onClose();
  };

  return (
    <Modal opened={client !== null} onClose={close} title={`Benutzer von ${client?.company ?? ''}`} size="lg" fullScreen={mobile} closeOnClickOutside={false}>
      {client && mode.mode === 'list' && (
        <UserList client={client} onCreate={() => setMode({ mode: 'create' })} onEdit={(user) => setMode({ mode: 'edit', user })} onSendLink={setLinkFor} />
      )}
      {client && mode.mode !== 'list' && (
        <UserEditor
          key={mode.mode === 'edit' ? mode.user.id : 'new'}
          kind="client"
          clientId={client.id}
          user={mode.mode === 'edit' ? mode.user : null}
          onDone={() => setMode({ mode: 'list' })}
          onCancel={() => setMode({ mode: 'list' })}
        />
      )}
      {client && mode.mode === 'list' && (
        <Text size="xs" c="dimmed" mt="md">Neue Benutzer setzen ihr Passwort über den Link, den Sie ihnen senden.</Text>
      )}
      <PasswordLinkModal user={linkFor} onClose={() => setLinkFor(null)} />
    </Modal>
  );
}
