import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { OPERATION_PAST_MAX_LIMIT, type OperationListItem } from '@tragkraft/sync-protocol';
import { LoadState } from '../../../ui/load-state';
import { StaleListNotice } from '../list/stale-list-notice';
import { FIELD_OK, FIELD_SECONDARY_HEX } from '../field-look';
import { OperationCard } from '../list/operation-card';
import { operationRowColour, ROW_COLOUR } from '../list/row-colour';
import { useFieldUser } from '../use-field-user';
import { useListMemory } from '../list/use-list-memory';
import { useOperationList } from '../list/use-operation-list';

function parseLimit(text: string | undefined): number | undefined {
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, OPERATION_PAST_MAX_LIMIT) : undefined;
}

/** Past operations of admins and site leads (operation/past[/{limit}]), newest first. */
export function PastListScreen() {
  const { role } = useFieldUser();
  const admin = role === 'admin';
  const limit = parseLimit(useParams().limit);
  const { items, loading, error, refreshFailed, retry, fetchedAt } = useOperationList<OperationListItem>('past', limit);
  const { lastOpened, remember } = useListMemory(`operation-past-${limit ?? ''}`, items !== null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Vergangene Einsätze</Title>
        <Button component={Link} to="/operation" variant="light" size="lg">
          Zukünftige Einsätze
        </Button>
      </Group>
      {refreshFailed && <StaleListNotice fetchedAt={fetchedAt} onRetry={retry} />}
      <LoadState loading={loading} error={error} empty={items?.length === 0} emptyText="Keine vergangenen Einsätze">
        <Stack gap="sm">
          {items?.map((item) => {
            const colour = admin ? operationRowColour(item, '') : null;
            return (
              <OperationCard
                key={item.id}
                item={item}
                to={admin ? `/operation/${item.id}` : `/operations/${item.id}`}
                accent={colour ? ROW_COLOUR[colour] : null}
                highlighted={item.id === lastOpened}
                onOpen={() => remember(item.id)}
                extra={item.completedTime ? <Badge color={FIELD_OK} variant="light" tt="none">Abgeschlossen</Badge> : !item.clientReport ? <Badge color={FIELD_SECONDARY_HEX} variant="light" tt="none">Kein Bericht</Badge> : null}
              />
            );
          })}
        </Stack>
      </LoadState>
    </Stack>
  );
}
