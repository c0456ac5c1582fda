import { Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ConfirmModal } from '../../ui/confirm-modal';
import { sendPasswordLink } from './users-api';

/** Asks before sending a user the single-use link to set a password. */
export function PasswordLinkModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const answer = await sendPasswordLink(user.id);
      notifySuccess(`Der Link zum Setzen des Passworts wurde an ${answer.sentTo} gesendet.`);
      onClose();
    } catch (failure) {
      notifyError(withServerMessage('Fehler: Konnte das E-Mail nicht senden.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmModal opened={user !== null} title="Passwort-Link senden" confirmLabel="Link senden" busy={busy} onConfirm={send} onCancel={onClose}>
      <Text>
        Soll ein Link zum Setzen des Passworts an <b>{user?.email}</b> gesendet werden? Der Link ist 24 Stunden gültig.
      </Text>
    </ConfirmModal>
  );
}
