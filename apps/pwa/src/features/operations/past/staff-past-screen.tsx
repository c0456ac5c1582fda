import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import { Link } from 'react-router-dom';
import { formatDateWithWeekday, formatHours, formatTime } from '@tragkraft/domain';
import type { EmployeePastItem } from '@tragkraft/sync-protocol';
import { LoadState } from '../../../ui/load-state';
import { StaleListNotice } from '../list/stale-list-notice';
import { useListMemory } from '../list/use-list-memory';
import { useOperationList } from '../list/use-operation-list';

/** Past operations of employees and site leads with their own hours and comment. */
export function StaffPastScreen() {
  const { items, loading, error, refreshFailed, retry, fetchedAt } = useOperationList<EmployeePastItem>('ownPast');
  const { lastOpened, remember } = useListMemory('operations-past', items !== null);
  return (
    <Stack>
      <Title order={1}>Vergangene Einsätze</Title>
      {refreshFailed && <StaleListNotice fetchedAt={fetchedAt} onRetry={retry} />}
      <LoadState loading={loading} error={error} empty={items?.length === 0} emptyText="Keine vergangenen Einsätze">
        <Stack gap="sm">
          {items?.map((item) => (
            <Card key={item.id} component={Link} to={`/operations/${item.id}`} onClick={() => remember(item.id)} withBorder padding="sm" bg={item.id === lastOpened ? 'blue.0' : undefined} data-testid="operation-row">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>
                  {item.date ? formatDateWithWeekday(item.date) : 'ohne Datum'} {formatTime(item.time)}
                </Text>
                <Text fw={600}>{item.hours !== null ? formatHours(item.hours) : '– h'}</Text>
              </Group>
              <Text size="sm">
                Auftrag {item.orderNumber || item.orderId} · {item.type}
              </Text>
              {item.comment && (
                <Text size="sm" c={FIELD_SECONDARY}>
                  {item.comment}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      </LoadState>
    </Stack>
  );
}
