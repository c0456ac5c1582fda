import { Button, Drawer, Stack, Text } from '@mantine/core';
import { FIELD_CLOSE_BUTTON, FIELD_SECONDARY } from '../operations/field-look';
import { useNetwork } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../auth/session-store';
import { formatInstant } from '../../offline/format-instant';
import { OutboxItemCard } from './outbox-item-card';
import { syncNow } from '../../offline/page-sync';
import { SignInAgainAlert } from './sign-in-again';
import { useSendProgress } from './use-send-progress';
import { UNKNOWN_STAGE_NAME } from '../../offline/stage-name';
import { StorageEstimate } from './storage-estimate';
import { connectionText } from './connection-text';
import { readStageNames } from '../../offline/stage-names';
import type { OutboxState } from './use-outbox';
import { handlerOf } from '../../offline/mutations/registry';
import { SectionDivider } from '../operations/section-divider';

/** The sync badge's panel: pending and rejected changes, last sync, 'Jetzt synchronisieren', storage. */
export function SyncPanel({ opened, onClose, outbox }: { opened: boolean; onClose: () => void; outbox: OutboxState }) {
  const session = useSession();
  const network = useNetwork();

  const sending = useSendProgress();
  // The later of: the outbox emptied by sending, a list fetched from the server.
  const lastContact = [outbox.lastSyncAt, outbox.dataAt].filter((at) => at !== null).sort().at(-1);
  const userId = session?.user.id ?? 0;
  const stageIds = outbox.items.map((i) => i.stageId).join(',');
  const names = useLiveQuery(() => readStageNames(userId, outbox.items.map((i) => i.stageId)), [userId, stageIds]);
  // Always a new try at once: a request that looks stuck is ended first (issue 27). Never
  // disabled while a run goes on: the item's state says what happens ('Wird gesendet').
  const sync = () => void syncNow({ force: true, restart: true });

  return (
    <Drawer closeButtonProps={FIELD_CLOSE_BUTTON} opened={opened} onClose={onClose} position="right" title="Synchronisierung" closeOnClickOutside={false}>
      <Stack>
        {outbox.authPaused && <SignInAgainAlert />}
        <Text size="sm" data-testid="connection-state">
          {connectionText(network.online, outbox.items, sending.size)}
        </Text>
        <Text size="sm" data-testid="last-sync">
          Letzte Synchronisierung: {lastContact ? formatInstant(lastContact) : 'noch nie'}
        </Text>
        <Button size="lg" onClick={sync} disabled={outbox.authPaused}>
          Jetzt synchronisieren
        </Button>
        <SectionDivider label={`Ausstehend (${outbox.pending}) und abgelehnt (${outbox.rejected})`} />
        {outbox.items.length === 0 && (
          <Text size="sm" c={FIELD_SECONDARY}>
            Alle Änderungen sind auf dem Server.
          </Text>
        )}
        {outbox.items.map((item) => (
          <OutboxItemCard
            key={item.id}
            item={item}
            name={handlerOf(item).subject(item, names?.get(item.stageId) ?? UNKNOWN_STAGE_NAME)}
            progress={sending.get(item.id)}
            role={session?.user.role ?? ''}
          />
        ))}
        <SectionDivider label="Über diese App" />
        <StorageEstimate />
      </Stack>
    </Drawer>
  );
}
