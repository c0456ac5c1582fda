import { Badge, UnstyledButton } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { FIELD_DECLINED, FIELD_OK, FIELD_WAITING, TOUCH_PX } from '../operations/field-look';
import { lazyWithAllStyles } from '../../ui/all-styles';
import { Optional } from '../../ui/optional';
import { useSendProgress } from './use-send-progress';
import { headerSyncState } from './sync-state';
import { useOutbox } from './use-outbox';
import { useSyncEngine } from './use-sync-engine';

// The panel (a drawer with its dialogs, and their CSS) loads when it is first opened.
const SyncPanel = lazyWithAllStyles(() => import('./sync-panel').then((m) => m.SyncPanel));

/**
 * The header's sync badge (number of changes not yet on the server) and its panel: pending
 * and rejected changes, last successful sync, 'Jetzt synchronisieren', storage. Mounting it
 * also runs the outbox triggers for the signed-in user.
 */
export function SyncStatusBadge() {
  useSyncEngine();
  const outbox = useOutbox();
  const [opened, { open, close }] = useDisclosure();
  // Stays mounted once opened, so the drawer can animate when it closes.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const open_ = outbox.pending + outbox.rejected;
  const { online } = useNetwork();
  const sending = useSendProgress().size;
  const { label, tone } = headerSyncState({ ...outbox, sending, online, now: new Date() });
  // Dark tints: the light Mantine greens and oranges are unreadable in the sun (issue 15).
  const colour = tone === 'refused' ? FIELD_DECLINED : tone === 'waiting' ? FIELD_WAITING : FIELD_OK;
  const reason = outbox.items.find((i) => i.status === 'rejected')?.lastError;

  const openPanel = () => {
    setPanelLoaded(true);
    open();
  };
  // 'Synchronisiert' before the queue is read could be wrong.
  if (!outbox.loaded) return <span />;

  return (
    <>
      <UnstyledButton
        onClick={openPanel}
        aria-label={`${label}${reason ? ` (${reason})` : ''}: Synchronisierung öffnen, ${open_} ausstehende Änderungen`}
        data-testid="sync-badge"
        style={{ flexShrink: 0, minHeight: TOUCH_PX, display: 'flex', alignItems: 'center' }}
      >
        {/* Long states ('Offline – Stand von 11:32') wrap onto two lines at 360 px, never cut. */}
        <Badge color={colour} variant={tone === 'ok' ? 'light' : 'filled'} tt="none" size="lg" h="auto" py={4} maw={150} styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}>
          {label}
        </Badge>
      </UnstyledButton>
      {panelLoaded && (
        <Optional>
          <SyncPanel opened={opened} onClose={close} outbox={outbox} />
        </Optional>
      )}
    </>
  );
}
