import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { OperationListItem } from '@tragkraft/sync-protocol';
import { ConfirmationIcon } from '../confirmation-icon';
import { DeclinedBadge, ElBadge } from '../field-badges';
import { FIELD_SECONDARY } from '../field-look';

interface Props {
  item: OperationListItem;
  to: string;
  /** Left border colour (admin row colours, today's row). */
  accent: string | null;
  highlighted: boolean;
  onOpen: () => void;
  /** Shown on the right (sync state, completion). */
  extra?: React.ReactNode;
}

const oneLine = (address: string) => address.split('\n').filter(Boolean).join(', ');

/**
 * One operation as a tappable card (a link, so it is reached with Tab and opened with Enter):
 * when, what, for whom, where and the team; a stage the user declined says 'abgesagt'.
 */
export function OperationCard({ item, to, accent, highlighted, onOpen, extra }: Props) {
  return (
    <Card
      component={Link}
      to={to}
      onClick={onOpen}
      withBorder
      padding="sm"
      data-testid="operation-row"
      data-highlighted={highlighted || undefined}
      bg={highlighted ? 'blue.0' : undefined}
      style={{ borderLeft: accent ? `6px solid var(--mantine-color-${accent}-6)` : undefined }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {item.date ? formatDateWithWeekday(item.date) : 'ohne Datum'} {formatTime(item.time)}
          </Text>
          <Group gap={6} wrap="nowrap">
            {item.confirmation === false && <DeclinedBadge />}
            {extra}
          </Group>
        </Group>
        <Text size="sm">
          {item.amount !== null ? `${item.amount} × ` : ''}
          {item.type} · {item.clientName}
        </Text>
        <Text size="sm" c={FIELD_SECONDARY}>
          {oneLine(item.address)}
        </Text>
        {item.users.length > 0 && (
          <Group gap={10} aria-label="Team">
            {item.users.map((user) => (
              <Group key={user.id} gap={4} wrap="nowrap">
                <ConfirmationIcon value={user.confirmation} />
                <Text size="sm">
                  {user.firstName}
                  {user.confirmation === false ? ' (abgesagt)' : ''}
                </Text>
                {user.role === 'operator' && <ElBadge />}
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
