import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxItem } from './field-types';
import { formatInstant } from './format-instant';
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
          <Badge color={rejected ? 'red' : 'orange'} variant="light" tt="none">
            {rejected ? 'Abgelehnt' : 'Wartet'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Erfasst {formatInstant(item.createdAt)}
          {item.attempts > 0 && !rejected ? ` · ${item.attempts} Versuch(e)` : ''}
        </Text>
        {item.lastError && (
          <Text size="sm" c={rejected ? 'red' : 'dimmed'}>
            {item.lastError}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Anchor component={Link} to={stagePath} size="sm">
            Einsatz öffnen
          </Anchor>
          {rejected && (
            <>
              <Button size="compact-sm" variant="light" onClick={() => void resend(item.seq!)}>
                Erneut senden
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
                Verwerfen
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Änderung verwerfen?" closeOnClickOutside={false} centered>
        <Stack>
          <Text size="sm">Die abgelehnte Änderung wird von diesem Gerät gelöscht und nie gesendet.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
            <Button color="red" onClick={() => void discard(item).then(() => setAsking(false))}>
              Endgültig verwerfen
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
