import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { notifyError } from '../../ui/notify';
import { enqueue, syncNow } from '../../offline/page-sync';
import type { OutboxItem } from '../../offline/field-types';
import { effectiveConfirmation } from '../../offline/sync-state';
import { ConfirmationIcon } from './confirmation-icon';

/**
 * Confirm or decline taking part. The answer goes through the outbox (works offline); the
 * last queued answer wins and is shown at once. Hidden from 12 hours before the start.
 */
export function ConfirmButtons({ detail, items }: { detail: OperationDetail; items: OutboxItem[] }) {
  const assigned = detail.hours.some((h) => h.userId === detail.userId) || detail.users.some((u) => u.id === detail.userId);
  if (!assigned) return null;
  const shown = effectiveConfirmation(detail.confirmation, items);
  const waiting = items.some((i) => i.name === 'stage.confirm' && i.status === 'pending');
  const answer = (action: 'confirm' | 'decline') =>
    enqueue('stage.confirm', detail.id, { action, stageId: detail.id })
      .then(() => syncNow())
      .catch(() => notifyError(action === 'confirm' ? 'Konnte nicht zusagen' : 'Konnte nicht absagen'));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <ConfirmationIcon value={shown} />
        <Text size="sm" data-testid="own-confirmation">
          {shown === true ? 'Sie sind dabei.' : shown === false ? 'Sie haben abgesagt.' : 'Sie haben noch nicht geantwortet.'}
          {waiting ? ' (wird gesendet)' : ''}
        </Text>
      </Group>
      {detail.confirmationLocked ? (
        <Alert variant="light" color="gray">
          Der Einsatz beginnt in weniger als 12 Stunden. Änderungen bitte telefonisch melden.
        </Alert>
      ) : (
        <Group grow>
          <Button size="md" color="green" variant={shown === true ? 'filled' : 'light'} onClick={() => void answer('confirm')}>
            Zusagen
          </Button>
          <Button size="md" color="red" variant={shown === false ? 'filled' : 'light'} onClick={() => void answer('decline')}>
            Absagen
          </Button>
        </Group>
      )}
    </Stack>
  );
}
