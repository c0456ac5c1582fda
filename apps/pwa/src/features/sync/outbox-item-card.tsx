import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../ui/confirm-modal';
import { FIELD_DECLINED, FIELD_SECONDARY, FIELD_WAITING, TOUCH_PX } from '../operations/field-look';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxItem } from '../../offline/field-types';
import { formatInstant } from '../../offline/format-instant';
import { keepCopy } from '../../offline/kept-copy';
import { discard } from '../../offline/discard';
import { resend } from '../../offline/page-sync';
import type { SendProgress } from '../../offline/send-progress';
import { handlerOf } from '../../offline/mutations/registry';
import { progressText } from './sync-state';

const ITEM_STATE_LABEL = { rejected: 'Abgelehnt', sending: 'Wird gesendet', waiting: 'Wartet' } as const;

/** One queued change: waiting (with the last problem), on its way (with its progress) or rejected (with the server's message). */
export function OutboxItemCard({ item, name, progress, role }: { item: OutboxItem; name: string; progress: SendProgress | undefined; role: string }) {
  const [asking, setAsking] = useState(false);
  const rejected = item.status === 'rejected';
  const state = rejected ? 'rejected' : progress ? 'sending' : 'waiting';
  const handler = handlerOf(item);
  const opens = handler.open(item, role);
  return (
    <Card withBorder padding="sm" data-testid="outbox-item">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {handler.title(item)} · {name}
          </Text>
          <Badge color={rejected ? FIELD_DECLINED : FIELD_WAITING} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {ITEM_STATE_LABEL[state]}
          </Badge>
        </Group>
        {progress && (
          <Text size="sm" data-testid="outbox-item-progress">
            {progressText(progress.sent, progress.total)} gesendet
          </Text>
        )}
        <Text size="sm" c={FIELD_SECONDARY}>
          Erfasst {formatInstant(item.createdAt)}
          {item.attempts > 0 && !rejected ? ` · ${item.attempts} Versuch(e)` : ''}
        </Text>
        {item.lastError && !progress && (
          <Text size="sm" c={rejected ? FIELD_DECLINED : FIELD_SECONDARY}>
            {item.lastError}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button component={Link} to={opens.path} size="md" h={TOUCH_PX} variant="default">
            {opens.label}
          </Button>
          {rejected && (
            <>
              <Button size="md" h={TOUCH_PX} variant="light" onClick={() => void resend(item.seq!)}>
                Erneut senden
              </Button>
              {handler.keepsCopy && (
                <Button size="md" h={TOUCH_PX} variant="light" onClick={() => void keepCopy(item)}>
                  Kopie behalten
                </Button>
              )}
              <Button size="md" h={TOUCH_PX} variant="subtle" color="red.9" onClick={() => setAsking(true)}>
                Verwerfen
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <ConfirmModal large opened={asking} title="Änderung verwerfen?" confirmLabel="Endgültig verwerfen" confirmColor="red.9" onConfirm={() => void discard(item).then(() => setAsking(false))} onCancel={() => setAsking(false)}>
        <Text size="sm">Die abgelehnte Änderung wird von diesem Gerät gelöscht und nie gesendet.</Text>
      </ConfirmModal>
    </Card>
  );
}
