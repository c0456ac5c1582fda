import { Alert, Button, Stack } from '@mantine/core';
import { PasswordField } from '../../ui/password-field';
import { useState, type FormEvent } from 'react';
import { checkNewPassword, PASSWORD_MESSAGES } from '@tragkraft/domain';
import { withServerMessage } from '../../api/api-error';

interface NewPasswordFormProps {
  /** Saves the new password; `current` is given when the form asks for it (`askCurrent`). */
  save: (password: string, current: string) => Promise<unknown>;
  onSaved: () => void;
  /** Signed in: the current password is asked too (a stolen phone must not lock the owner out). */
  askCurrent?: boolean;
  /** The account's e-mail when known, so the form refuses it as a password before sending. */
  email?: string;
}

/** New password twice (and the current one when asked), checked by the domain rule, then saved by `save`. */
export function NewPasswordForm({ save, onSaved, askCurrent = false, email }: NewPasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = askCurrent && current === '' ? { ok: false as const, message: PASSWORD_MESSAGES.currentMissing } : checkNewPassword(password, repeat, email);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save(password, current);
      onSaved();
    } catch (failure) {
      setError(withServerMessage('Fehler: Konnte das Passwort nicht ändern.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        {askCurrent && (
          <PasswordField label="Aktuelles Passwort" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
        )}
        <PasswordField
          label="Neues Passwort"
          description="Mindestens 10 Zeichen, kein verbreitetes Passwort"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordField label="Passwort wiederholen" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          Passwort speichern
        </Button>
      </Stack>
    </form>
  );
}
