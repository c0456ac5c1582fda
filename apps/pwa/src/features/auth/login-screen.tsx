import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/password-field';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { landingAfterLogin } from '@tragkraft/domain';
import type { SignInInfo } from '@tragkraft/sync-protocol';
import { api } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { setSession } from '../../auth/session-store';
import { PublicPage } from './public-page';

export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const info = await api<SignInInfo>('POST', '/api/auth/', { email: email.trim(), password });
      setSession(info);
      navigate(landingAfterLogin(info.user.role, params.get('returnUrl')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? 'Bitte versuchen Sie es in einer Minute nochmals.' : 'Login fehlgeschlagen.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title="Anmelden">
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="E-Mail" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordField label="Passwort" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Login
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            Passwort vergessen?
          </Anchor>
        </Stack>
      </form>
    </PublicPage>
  );
}
