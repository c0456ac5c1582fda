import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { dateRange } from '@tragkraft/domain';
import type { UserAnalyticsUser } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { readUserAnalyticsQuery, userAnalyticsSearch, type UserAnalyticsQuery } from './analytics-query';
import { RangePicker } from './range-picker';
import { UnknownRange } from './unknown-range';
import { StaffStages } from './staff-stages';
import { StaffTable } from './staff-table';
import { useStaffReport } from './use-staff-report';

/** admin/user-analytics ('Mitarbeiter Analyse'): staff figures, or one person's stages. */
export function UserAnalyticsScreen() {
  const [params] = useSearchParams();
  const { query, redirect, refused } = readUserAnalyticsQuery(params);
  if (redirect !== null) return <Navigate to={{ search: redirect }} replace />;
  if (refused !== null) return <UnknownRange title="Mitarbeiter Analyse" text={refused} search={(range) => userAnalyticsSearch({ ...query, range })} />;
  return <UserAnalyticsView query={query} />;
}

/** Without hours in the period the person has no figures; their team entries still name them. */
function nameOf(data: UserAnalyticsUser, userId: number): string | null {
  if (data.user) return `${data.user.userFirstName} ${data.user.userLastName}`;
  return data.stageDetails.flatMap((stage) => stage.users).find((person) => person.id === userId)?.firstName ?? null;
}

function UserAnalyticsView({ query }: { query: UserAnalyticsQuery }) {
  const [, setParams] = useSearchParams();
  const report = useStaffReport(query);
  const select = (next: Partial<UserAnalyticsQuery>) => setParams(userAnalyticsSearch({ ...query, ...next }));
  // Data of an earlier selection (overview vs. one person) is never shown under the new one.
  const current = report.data && report.data.userId === query.userId ? report.data : null;
  const personName = current && current.userId !== null ? nameOf(current.data, current.userId) : null;

  return (
    <Stack>
      <Title order={1}>Mitarbeiter Analyse</Title>
      <RangePicker range={dateRange(query.range, new Date())} onChange={(range) => select({ range })} />
      <Group justify="space-between">
        <Checkbox label="Ohne Baustellen-Service" checked={query.noService} onChange={(event) => select({ noService: event.currentTarget.checked })} />
        {query.userId !== null && (
          <Button variant="light" onClick={() => select({ userId: null })}>
            Alle
          </Button>
        )}
      </Group>
      {personName && (
        <Title order={2} size="h3" data-testid="staff-name">
          {personName}
        </Title>
      )}
      <LoadState loading={report.loading || (!current && !report.error)} error={report.error}>
        {current?.userId === null && <StaffTable users={current.data.users} onOpen={(userId) => select({ userId })} />}
        {current && current.userId !== null && <StaffStages data={current.data} userId={current.userId} />}
      </LoadState>
    </Stack>
  );
}
