import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { OperationListItem } from '@tragkraft/sync-protocol';
import { ConfirmationIcon } from './confirmation-icon';

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

/** One operation as a tappable card: when, what, for whom, where and the team. */
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
          {extra}
        </Group>
        <Text size="sm">
          {item.amount !== null ? `${item.amount} × ` : ''}
          {item.type} · {item.clientName}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {oneLine(item.address)}
        </Text>
        {item.users.length > 0 && (
          <Group gap={8}>
            {item.users.map((user) => (
              <Group key={user.id} gap={2} wrap="nowrap">
                <ConfirmationIcon value={user.confirmation} />
                <Text size="sm">{user.firstName}</Text>
                {user.role === 'operator' && (
                  <Badge size="xs" variant="light">
                    EL
                  </Badge>
                )}
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
