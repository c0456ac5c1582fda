import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { setPasswordWithToken } from './auth-api';
import { NewPasswordForm } from './new-password-form';
import { PublicPage } from './public-page';

export function SetPasswordScreen() {
  const { token = '' } = useParams();
  const [saved, setSaved] = useState(false);
  return (
    <PublicPage title="Passwort setzen">
      {saved ? (
        <Stack>
          <Alert color="green" variant="light">
            Ihr Passwort wurde gespeichert.
          </Alert>
          <Anchor component={Link} to="/login">
            Zum Login
          </Anchor>
        </Stack>
      ) : (
        <NewPasswordForm save={(password) => setPasswordWithToken(token, password)} onSaved={() => setSaved(true)} />
      )}
    </PublicPage>
  );
}
