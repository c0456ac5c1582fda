import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { FIELD_CLOSE_BUTTON, FIELD_DECLINED, FIELD_SECONDARY, FIELD_WAITING, TOUCH_PX } from '../features/operations/field-look';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxItem } from './field-types';
import { formatInstant } from './format-instant';
import { keepCopy } from './kept-copy';
import { discard, resend } from './page-sync';
import { MUTATION_LABEL } from './sync-state';

/** One queued change: waiting (with the last problem) or rejected (with the server's message). */
export function OutboxItemCard({ item, stagePath }: { item: OutboxItem; stagePath: string }) {
  const [asking, setAsking] = useState(false);
  const rejected = item.status === 'rejected';
  const action = item.name === 'stage.confirm' ? ((item.payload as { action: string }).action === 'confirm' ? ' (Zusage)' : ' (Absage)') : '';
  return (
    <Card withBorder padding="sm" data-testid="outbox-item">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {MUTATION_LABEL[item.name]}
            {action} · Einsatz {item.stageId}
          </Text>
          <Badge color={rejected ? FIELD_DECLINED : FIELD_WAITING} variant="light" tt="none">
            {rejected ? 'Abgelehnt' : 'Wartet'}
          </Badge>
        </Group>
        <Text size="sm" c={FIELD_SECONDARY}>
          Erfasst {formatInstant(item.createdAt)}
          {item.attempts > 0 && !rejected ? ` · ${item.attempts} Versuch(e)` : ''}
        </Text>
        {item.lastError && (
          <Text size="sm" c={rejected ? FIELD_DECLINED : FIELD_SECONDARY}>
            {item.lastError}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button component={Link} to={stagePath} size="md" h={TOUCH_PX} variant="default">
            Einsatz öffnen
          </Button>
          {rejected && (
            <>
              <Button size="md" h={TOUCH_PX} variant="light" onClick={() => void resend(item.seq!)}>
                Erneut senden
              </Button>
              {item.name === 'report.save' && (
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
      <Modal closeButtonProps={FIELD_CLOSE_BUTTON} opened={asking} onClose={() => setAsking(false)} title="Änderung verwerfen?" closeOnClickOutside={false} centered>
        <Stack>
          <Text size="sm">Die abgelehnte Änderung wird von diesem Gerät gelöscht und nie gesendet.</Text>
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
            <Button size="lg" color="red.9" onClick={() => void discard(item).then(() => setAsking(false))}>
              Endgültig verwerfen
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
