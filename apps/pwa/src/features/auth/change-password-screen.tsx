import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../api/client';
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
          <NewPasswordForm save={(password) => api('POST', '/api/user/change', { password })} onSaved={() => setSaved(true)} />
        )}
      </Paper>
    </Stack>
  );
}
