import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from './auth-api';
import { PublicPage } from './public-page';

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return; // the spec: only sent when the e-mail is filled
    setState('sending');
    try {
      await requestPasswordReset(email.trim());
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <PublicPage title="Passwort vergessen">
      {state === 'sent' ? (
        <Alert color="green" variant="light">
          Wir haben Ihnen ein E-Mail mit einem Link zum Setzen des Passworts gesendet. Bitte prüfen Sie auch Ihren Spam-Ordner.
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <TextInput label="E-Mail" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            {state === 'failed' && (
              <Alert color="red" variant="light" role="alert">
                Konnte das Email nicht versenden.
              </Alert>
            )}
            <Button type="submit" loading={state === 'sending'} disabled={!email.trim()}>
              Link senden
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Zurück zum Login
      </Anchor>
    </PublicPage>
  );
}
