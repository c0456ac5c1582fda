import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_TEXTS, type AdminUser } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ConfirmModal } from '../../ui/confirm-modal';
import { checkStaffForm, emptyUserForm, fullName, saveFailureText, userFormToBody, userToForm, type UserForm } from './user-form';
import { UserFormFields } from './user-form-fields';
import { createUser, deleteUser, updateUser } from './users-api';

interface Props {
  kind: 'client' | 'staff';
  /** The company of a new client login; null for staff. */
  clientId: number | null;
  /** null: create a new user. */
  user: AdminUser | null;
  /** After save or delete: back to the list, which reloads. */
  onDone: (saved: AdminUser | null) => void;
  onCancel: () => void;
}

/** Create or edit form of a client login or a staff member, with delete in edit mode. */
export function UserEditor({ kind, clientId, user, onDone, onCancel }: Props) {
  const [form, setForm] = useState<UserForm>(() => (user ? userToForm(user) : emptyUserForm(kind)));
  const [errors, setErrors] = useState<{ phone?: string; email?: string; weeklyTargetHours?: string }>({});
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async () => {
    const found = kind === 'staff' ? checkStaffForm(form) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = userFormToBody(form, clientId);
      const saved = user
        ? await updateUser({ ...body, id: user.id })
        : await createUser(body);
      notifySuccess('Die Änderungen wurden erfolgreich gespeichert');
      onDone(saved);
    } catch (failure) {
      const text = saveFailureText(failure);
      if (text === ADMIN_TEXTS.emailExists) setErrors({ email: text });
      notifyError(text);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const answer = await deleteUser(user.id);
      notifySuccess(
        answer.result === 'removed'
          ? 'Der Benutzer wurde gelöscht.'
          : 'Der Benutzer wurde gelöscht; sein Name bleibt in früheren Aufträgen und Einsätzen sichtbar.',
      );
      setConfirmDelete(false);
      onDone(null);
    } catch (failure) {
      notifyError(withServerMessage('Fehler beim Löschen', failure));
    } finally {
      setBusy(false);
    }
  };

  const heading = user ? `${fullName(user) || user.email} bearbeiten` : kind === 'staff' ? 'Neuer Mitarbeiter' : 'Neuer Benutzer';
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <Stack>
        <Title order={3}>{heading}</Title>
        <UserFormFields kind={kind} form={form} onChange={setForm} errors={errors} />
        <Group justify="space-between">
          <div>
            {user && (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} disabled={busy}>
                Löschen
              </Button>
            )}
          </div>
          <Group>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Abbrechen
            </Button>
            <Button type="submit" loading={busy}>
              Speichern
            </Button>
          </Group>
        </Group>
        <ConfirmModal
          opened={confirmDelete}
          title="Benutzer löschen"
          confirmLabel="Löschen"
          confirmColor="red"
          busy={busy}
          onConfirm={remove}
          onCancel={() => setConfirmDelete(false)}
        >
          <Text>Soll {user?.email} wirklich gelöscht werden?</Text>
        </ConfirmModal>
      </Stack>
    </form>
  );
}
