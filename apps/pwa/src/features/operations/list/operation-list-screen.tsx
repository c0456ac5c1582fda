import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { zurichToday } from '@tragkraft/domain';
import type { OperationListItem } from '@tragkraft/sync-protocol';
import { LoadState } from '../../../ui/load-state';
import { Optional } from '../../../ui/optional';
import { StaleListNotice } from './stale-list-notice';
import { FIELD_OK } from '../field-look';
import { OperationCard } from './operation-card';
import { operationRowColour, ROW_COLOUR } from './row-colour';
import { useFieldUser } from '../use-field-user';
import { useListMemory } from './use-list-memory';
import { useOperationList } from './use-operation-list';

// Loaded after the list, outside the field bundle (bench/bundle); admins have no absences.
const OwnAbsences = lazy(() => import('../../absences/own-absences').then((m) => ({ default: m.OwnAbsences })));

/** Coming operations of admins and site leads (operation). */
export function OperationListScreen() {
  const { role } = useFieldUser();
  const admin = role === 'admin';
  const { items, loading, error, refreshFailed, retry, fetchedAt } = useOperationList<OperationListItem>('future');
  const { lastOpened, remember } = useListMemory('operation-future', items !== null);
  const today = zurichToday(new Date());
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Einsätze</Title>
        <Button component={Link} to={admin ? '/operation/past/500' : '/operation/past'} variant="light" size="lg">
          Vergangene Einsätze
        </Button>
      </Group>
      {refreshFailed && <StaleListNotice fetchedAt={fetchedAt} onRetry={retry} />}
      <LoadState loading={loading} error={error} empty={items?.length === 0} emptyText="Keine zukünftigen Einsätze">
        <Stack gap="sm">
          {items?.map((item) => {
            const colour = admin ? operationRowColour(item, today) : item.date === today ? 'primary' : null;
            return (
              <OperationCard
                key={item.id}
                item={item}
                to={`/operation/${item.id}`}
                accent={colour ? ROW_COLOUR[colour] : null}
                highlighted={item.id === lastOpened}
                onOpen={() => remember(item.id)}
                extra={item.completedTime ? <Badge color={FIELD_OK} variant="light" tt="none">Abgeschlossen</Badge> : null}
              />
            );
          })}
        </Stack>
      </LoadState>
      {!admin && (
        <Optional>
          <OwnAbsences />
        </Optional>
      )}
    </Stack>
  );
}
