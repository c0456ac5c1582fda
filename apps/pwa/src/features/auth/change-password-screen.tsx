import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { changeOwnPassword } from './auth-api';
import { NewPasswordForm } from './new-password-form';

export function ChangePasswordScreen() {
  const [saved, setSaved] = useState(false);
  return (
    <Stack maw={420}>
      <Title order={1}>Passwort ändern</Title>
      <Paper withBorder p="lg" radius="md">
        {saved ? (
          <Alert color="green" variant="light">
            Ihr Passwort wurde geändert.
          </Alert>
        ) : (
          <NewPasswordForm save={changeOwnPassword} onSaved={() => setSaved(true)} />
        )}
      </Paper>
    </Stack>
  );
}
