import { Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { zurichToday } from '@tragkraft/domain';
import type { OperationListItem } from '@tragkraft/sync-protocol';
import { LoadState } from '../../../ui/load-state';
import { Optional } from '../../../ui/optional';
import { StaleListNotice } from './stale-list-notice';
import { NextCountdown } from './next-countdown';
import { OperationCard } from './operation-card';
import { useListMemory } from './use-list-memory';
import { useOperationList } from './use-operation-list';

// Loaded after the list, outside the field bundle (bench/bundle).
const OwnAbsences = lazy(() => import('../../absences/own-absences').then((m) => ({ default: m.OwnAbsences })));

/** The employee's coming operations with the countdown to the next one (operations). */
export function EmployeeUpcomingScreen() {
  const { items, loading, error, refreshFailed, retry, fetchedAt } = useOperationList<OperationListItem>('ownFuture');
  const { lastOpened, remember } = useListMemory('operations-future', items !== null);
  const today = zurichToday(new Date());
  const next = items?.find((item) => item.date !== null && item.confirmation !== false);
  return (
    <Stack>
      <Title order={1}>Meine Einsätze</Title>
      {next?.date && <NextCountdown date={next.date} time={next.time} />}
      {refreshFailed && <StaleListNotice fetchedAt={fetchedAt} onRetry={retry} />}
      <LoadState loading={loading} error={error} empty={items?.length === 0} emptyText="Keine zukünftigen Einsätze">
        <Stack gap="sm">
          {items?.map((item) => (
            <OperationCard
              key={item.id}
              item={item}
              to={`/operations/${item.id}`}
              accent={item.date === today ? 'blue' : null}
              highlighted={item.id === lastOpened || item.date === today}
              onOpen={() => remember(item.id)}
            />
          ))}
        </Stack>
      </LoadState>
      <Optional>
        <OwnAbsences />
      </Optional>
    </Stack>
  );
}
