import { Alert, Paper, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { STAFF } from '@tragkraft/domain';
import { useSession } from '../../auth/session-store';
import { lazyWithAllStyles } from '../../ui/all-styles';
import { Loading } from '../../ui/loading';
import { changeOwnPassword } from './auth-api';
import { NewPasswordForm } from './new-password-form';

// The own account screen of every staff member (the only one admins, operators and employees
// all have), so the calendar card lives here; it loads only when shown (field bundle budget).
const CalendarCard = lazyWithAllStyles(() => import('../calendar/calendar-card').then((m) => m.CalendarCard));
const PushCard = lazyWithAllStyles(() => import('../push/push-card').then((m) => m.PushCard));

export function ChangePasswordScreen() {
  const [saved, setSaved] = useState(false);
  const session = useSession();
  return (
    <Stack maw={420}>
      <Title order={1}>Passwort ändern</Title>
      <Paper withBorder p="lg" radius="md">
        {saved ? (
          <Alert color="green" variant="light">
            Ihr Passwort wurde geändert.
          </Alert>
        ) : (
          <NewPasswordForm save={changeOwnPassword} onSaved={() => setSaved(true)} askCurrent email={session?.user.email} />
        )}
      </Paper>
      {session && STAFF.includes(session.user.role) && (
        <Suspense fallback={<Loading />}>
          <PushCard />
          <CalendarCard />
        </Suspense>
      )}
    </Stack>
  );
}
