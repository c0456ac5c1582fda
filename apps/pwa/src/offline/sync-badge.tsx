import { Badge, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { lazyWithAllStyles } from '../ui/all-styles';
import { Optional } from '../ui/optional';
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
  const colour = outbox.authPaused || outbox.rejected > 0 ? 'red' : outbox.pending > 0 ? 'orange' : 'green';
  const label = outbox.authPaused ? 'Anmelden!' : open_ === 0 ? 'Synchronisiert' : `${open_} offen`;

  const openPanel = () => {
    setPanelLoaded(true);
    open();
  };
  // 'Synchronisiert' before the queue is read could be wrong.
  if (!outbox.loaded) return <span />;

  return (
    <>
      <UnstyledButton onClick={openPanel} aria-label={`${label} (Synchronisierung: ${open_} ausstehende Änderungen)`} data-testid="sync-badge" style={{ flexShrink: 0 }}>
        <Badge color={colour} variant={open_ === 0 ? 'light' : 'filled'} tt="none" size="lg">
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
