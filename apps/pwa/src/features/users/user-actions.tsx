import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { AdminUser } from '@tragkraft/sync-protocol';
import { EditIcon, MailIcon } from '../../ui/icons';

/** The send-password-link and edit icons of a user row. */
export function UserActions({ user, onSendLink, onEdit }: { user: AdminUser; onSendLink: () => void; onEdit: () => void }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Passwort-Link senden" withinPortal>
        <ActionIcon variant="subtle" aria-label={`Passwort-Link an ${user.email} senden`} onClick={onSendLink} disabled={user.inactive}>
          <MailIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Bearbeiten" withinPortal>
        <ActionIcon variant="subtle" aria-label={`${user.email} bearbeiten`} onClick={onEdit}>
          <EditIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
