import '@mantine/charts/styles.css';
import { Box, SegmentedControl, Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { dateRange } from '@tragkraft/domain';
import { LoadState } from '../../ui/load-state';
import { clientAnalyticsSearch, readClientAnalyticsQuery, type ClientAnalyticsQuery, type ReportType } from './analytics-query';
import { ClientReport } from './client-report';
import { HourlyReport } from './hourly-report';
import { RangePicker } from './range-picker';
import { UnknownRange } from './unknown-range';
import { RevenueReport } from './revenue-report';
import { useClientReport } from './use-client-report';

/** admin/client-analytics: revenue per hour, revenue shares, or one client's figures. */
export function ClientAnalyticsScreen() {
  const [params] = useSearchParams();
  const { query, redirect, refused } = readClientAnalyticsQuery(params);
  if (redirect !== null) return <Navigate to={{ search: redirect }} replace />;
  if (refused !== null) return <UnknownRange title="Kunden-Analyse" text={refused} search={(range) => clientAnalyticsSearch({ ...query, range })} />;
  return <ClientAnalyticsView query={query} />;
}

function ClientAnalyticsView({ query }: { query: ClientAnalyticsQuery }) {
  const [, setParams] = useSearchParams();
  const report = useClientReport(query);
  const select = (next: Partial<ClientAnalyticsQuery>) => setParams(clientAnalyticsSearch({ ...query, ...next }));
  const openClient = (clientId: number) => select({ reportType: 'client', clientId });
  const reportTypes = [
    { value: 'hourly', label: 'Pro Stunde' },
    { value: 'revenue', label: 'Umsatz' },
    // The client report has no button of its own: it is reached by choosing a client.
    ...(query.reportType === 'client' ? [{ value: 'client', label: 'Kunde' }] : []),
  ];
  const current = report.data?.type === query.reportType ? report.data : null;

  return (
    <Stack>
      <Title order={1}>Kunden-Analyse</Title>
      <RangePicker range={dateRange(query.range, new Date())} onChange={(range) => select({ range })} />
      <Box>
        <SegmentedControl
          aria-label="Auswertung"
          value={query.reportType}
          onChange={(value) => select({ reportType: value as ReportType, clientId: null })}
          data={reportTypes}
        />
      </Box>
      <LoadState loading={report.loading || (!current && !report.error)} error={report.error}>
        {current?.type === 'hourly' && <HourlyReport data={current.data} onOpenClient={openClient} />}
        {current?.type === 'revenue' && <RevenueReport data={current.data} onOpenClient={openClient} />}
        {current?.type === 'client' && <ClientReport data={current.data} />}
      </LoadState>
    </Stack>
  );
}
