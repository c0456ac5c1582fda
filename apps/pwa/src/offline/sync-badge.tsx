import { Badge, Button, Divider, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '../auth/session-store';
import { formatInstant } from './format-instant';
import { OutboxItemCard } from './outbox-item-card';
import { syncNow } from './page-sync';
import { SignInAgainAlert } from './sign-in-again';
import { StorageEstimate } from './storage-estimate';
import { useOutbox } from './use-outbox';
import { useSyncEngine } from './use-sync-engine';

/** Field staff open a stage through the router; admins on their operation screen. */
const stagePath = (role: string, stageId: number) => (role === 'admin' ? `/operation/${stageId}` : `/o/${stageId}`);

/**
 * The header's sync badge (number of changes not yet on the server) and its panel: pending
 * and rejected changes, last successful sync, 'Jetzt synchronisieren', storage. Mounting it
 * also runs the outbox triggers for the signed-in user.
 */
export function SyncStatusBadge() {
  useSyncEngine();
  const session = useSession();
  const outbox = useOutbox();
  const network = useNetwork();
  const [opened, { open, close }] = useDisclosure();
  const [busy, setBusy] = useState(false);
  const open_ = outbox.pending + outbox.rejected;
  const colour = outbox.authPaused || outbox.rejected > 0 ? 'red' : outbox.pending > 0 ? 'orange' : 'green';
  const label = open_ === 0 ? 'Synchronisiert' : `${open_} offen`;

  const sync = () => {
    setBusy(true);
    void syncNow({ force: true }).finally(() => setBusy(false));
  };

  return (
    <>
      <UnstyledButton onClick={open} aria-label={`Synchronisierung: ${open_} ausstehende Änderungen`} data-testid="sync-badge" style={{ flexShrink: 0 }}>
        <Badge color={colour} variant={open_ === 0 ? 'light' : 'filled'} tt="none" size="lg">
          {outbox.authPaused ? 'Anmelden!' : label}
        </Badge>
      </UnstyledButton>
      <Drawer opened={opened} onClose={close} position="right" title="Synchronisierung" closeOnClickOutside={false}>
        <Stack>
          {outbox.authPaused && <SignInAgainAlert />}
          <Text size="sm">{network.online ? 'Verbindung vorhanden' : 'Keine Verbindung: Änderungen bleiben auf dem Gerät.'}</Text>
          <Text size="sm" data-testid="last-sync">
            Letzte Synchronisierung: {outbox.lastSyncAt ? formatInstant(outbox.lastSyncAt) : 'noch nie'}
          </Text>
          <Button onClick={sync} loading={busy} disabled={outbox.authPaused}>
            Jetzt synchronisieren
          </Button>
          <Divider label={`Ausstehend (${outbox.pending}) und abgelehnt (${outbox.rejected})`} labelPosition="left" />
          {outbox.items.length === 0 && (
            <Text size="sm" c="dimmed">
              Alle Änderungen sind auf dem Server.
            </Text>
          )}
          {outbox.items.map((item) => (
            <OutboxItemCard key={item.id} item={item} stagePath={stagePath(session?.user.role ?? '', item.stageId)} />
          ))}
          <Divider label="Über diese App" labelPosition="left" />
          <StorageEstimate />
        </Stack>
      </Drawer>
    </>
  );
}
