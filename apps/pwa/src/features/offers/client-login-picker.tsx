import { NavLink, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ADDRESS_LIST_LIMIT, filterRows } from '@tragkraft/domain';
import type { ClientLogin } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { loadClientLogins } from './offers-api';

const LOGINS_FAILED = 'Konnte die Kunden nicht laden';

/** The admin's choice of a client login: filter from 2 characters, at most 20 shown. */
export function ClientLoginPicker({ onPick }: { onPick: (login: ClientLogin) => void }) {
  const logins = useApi(loadClientLogins, [], LOGINS_FAILED);
  const [filter, setFilter] = useState('');
  const shown = filterRows(logins.data ?? [], filter, (l) => [l.firstName, l.lastName, `${l.firstName} ${l.lastName}`, l.email, l.company], ADDRESS_LIST_LIMIT);
  return (
    <Stack maw={640}>
      <Title order={1}>Offerte für Kunden</Title>
      <TextInput label="Kunde oder Login suchen" placeholder="Name, Firma oder E-Mail" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      <LoadState loading={logins.loading} error={logins.error} empty={shown.length === 0} emptyText="Keine Kunden gefunden.">
        <Paper withBorder radius="md" component="nav" aria-label="Kunden-Logins">
          {shown.map((login) => (
            <NavLink
              key={login.userId}
              label={`${login.firstName} ${login.lastName}`}
              description={<Text size="xs" c="dimmed">{login.company} · {login.email}</Text>}
              onClick={() => onPick(login)}
            />
          ))}
        </Paper>
      </LoadState>
    </Stack>
  );
}
