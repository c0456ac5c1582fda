import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../ui/password-field';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { landingAfterLogin } from '@tragkraft/domain';
import type { SignInInfo } from '@tragkraft/sync-protocol';
import { ApiError } from '../../api/api-error';
import { setSession } from '../../auth/session-store';
import { signIn } from './auth-api';
import { PublicPage } from './public-page';

/** The server runs few password checks at once (per address and overall): a busy answer is tried twice more. */
async function signInWithRetry(email: string, password: string): Promise<SignInInfo> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(email, password);
    } catch (failure) {
      const busy = failure instanceof ApiError && (failure.code === 'signInBusy' || (failure.status === 503 && failure.code === 'serviceUnavailable'));
      if (!busy || attempt === 3) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 500));
    }
  }
}

/** Too many attempts, a busy server or no connection say so (the server's text); all else is one text. */
function loginFailureText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return 'Login fehlgeschlagen.';
  if ((failure.status === 429 || failure.status === 503 || failure.status === 0) && failure.message) return failure.message;
  return 'Login fehlgeschlagen.';
}

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
      const info = await signInWithRetry(email.trim(), password);
      setSession(info);
      void navigate(landingAfterLogin(info.user.role, params.get('returnUrl')), { replace: true });
    } catch (failure) {
      setError(loginFailureText(failure));
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
