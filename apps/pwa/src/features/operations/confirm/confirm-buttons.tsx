import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { notifyError } from '../../../ui/notify';
import { discardItem, enqueue, resend, syncNow } from '../../../offline/page-sync';
import type { OutboxItem } from '../../../offline/field-types';
import { confirmSendState, effectiveConfirmation } from '../../sync/sync-state';
import { ConfirmationIcon } from '../confirmation-icon';
import { confirmationWindow } from '@tragkraft/domain';
import { FIELD_DECLINED, FIELD_OK } from '../field-look';

const FAILED = { confirm: 'Konnte nicht zusagen', decline: 'Konnte nicht absagen' } as const;
const NOUN = { confirm: 'Zusage', decline: 'Absage' } as const;

/**
 * Confirm or decline taking part. The answer goes through the outbox (works offline); the
 * last queued answer wins and is shown at once. The user is told apart: queued offline,
 * failed on the server (retried), refused by the server. No buttons from 12 hours before the
 * start; after the start (past operations) nothing is said about it.
 */
export function ConfirmButtons({ detail, items }: { detail: OperationDetail; items: OutboxItem[] }) {
  const { online } = useNetwork();
  const assigned = detail.hours.some((h) => h.userId === detail.userId) || detail.users.some((u) => u.id === detail.userId);
  if (!assigned) return null;
  const shown = effectiveConfirmation(detail.confirmation, items);
  const sending = confirmSendState(items, online);
  // The phone's clock decides too: a detail stored days ago still says 'not locked'.
  const clock = confirmationWindow(new Date(), detail.date, detail.time);
  const lock = clock === 'open' && detail.confirmationLocked ? 'imminent' : clock;
  const answer = (action: 'confirm' | 'decline') =>
    enqueue('stage.confirm', detail.id, { action, stageId: detail.id })
      .then(() => syncNow())
      .catch(() => notifyError(FAILED[action]));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <ConfirmationIcon value={shown} />
        <Text size="sm" data-testid="own-confirmation">
          {shown === true ? 'Sie sind dabei.' : shown === false ? 'Sie haben abgesagt.' : 'Sie haben noch nicht geantwortet.'}
          {sending.kind === 'offline' || sending.kind === 'sending' ? ' (wird gesendet)' : ''}
        </Text>
      </Group>
      {sending.kind === 'offline' && (
        <Text size="sm">Keine Verbindung: Die {NOUN[sending.action]} wird gesendet, sobald das Telefon online ist.</Text>
      )}
      {sending.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={FAILED[sending.action]}>
          <Stack gap="xs">
            <Text size="sm">
              Der Server hat mit einem Fehler geantwortet{sending.message ? ` (${sending.message})` : ''}. Die App versucht es automatisch wieder.
            </Text>
            <Group gap="xs">
              <Button size="lg" variant="light" onClick={() => void syncNow({ force: true })}>
                Jetzt erneut senden
              </Button>
              <Button size="lg" variant="default" onClick={() => void discardItem(sending.seq)}>
                Nicht senden
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {sending.kind === 'refused' && (
        <Alert color="red" variant="light" role="alert" title={FAILED[sending.action]}>
          <Stack gap="xs">
            <Text size="sm">{sending.message || 'Der Server hat die Antwort abgelehnt.'}</Text>
            <Group gap="xs">
              <Button size="lg" variant="default" onClick={() => void discardItem(sending.seq)}>
                Verwerfen
              </Button>
              {lock === 'open' && (
                <Button size="lg" variant="light" onClick={() => sending.seq !== undefined && void resend(sending.seq)}>
                  Erneut senden
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {lock === 'imminent' && (
        <Alert variant="light" color="gray">
          Der Einsatz beginnt in weniger als 12 Stunden. Änderungen bitte telefonisch melden.
        </Alert>
      )}
      {lock === 'open' && (
        <Group grow>
          <Button size="lg" color={FIELD_OK} variant={shown === true ? 'filled' : 'outline'} onClick={() => void answer('confirm')}>
            Zusagen
          </Button>
          <Button size="lg" color={FIELD_DECLINED} variant={shown === false ? 'filled' : 'outline'} onClick={() => void answer('decline')}>
            Absagen
          </Button>
        </Group>
      )}
    </Stack>
  );
}
