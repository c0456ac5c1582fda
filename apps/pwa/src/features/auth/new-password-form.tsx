import { Alert, Button, Stack } from '@mantine/core';
import { PasswordField } from '../../ui/password-field';
import { useState, type FormEvent } from 'react';
import { checkNewPassword } from '@tragkraft/domain';
import { withServerMessage } from '../../api/api-error';

/** New password twice, checked by the domain rule, then saved by `save`. */
export function NewPasswordForm({ save, onSaved }: { save: (password: string) => Promise<unknown>; onSaved: () => void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewPassword(password, repeat);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save(password);
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
        <PasswordField label="Neues Passwort" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
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
