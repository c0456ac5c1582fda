import { dateRange } from '@tragkraft/domain';
import type { ClientAnalyticsClient, ClientAnalyticsHourly, ClientAnalyticsRevenue } from '@tragkraft/sync-protocol';
import { useApi, type Loaded } from '../../ui/use-api';
import { ANALYTICS_FAILURE_TEXT, analyticsBody, loadClientHourly, loadClientRevenue, loadOneClient } from './analytics-api';
import type { ClientAnalyticsQuery } from './analytics-query';

export type ClientReportData =
  | { type: 'hourly'; data: ClientAnalyticsHourly }
  | { type: 'revenue'; data: ClientAnalyticsRevenue }
  | { type: 'client'; data: ClientAnalyticsClient };

/** Loads the chosen report again whenever the period, the report type or the client changes. */
export function useClientReport(query: ClientAnalyticsQuery): Loaded<ClientReportData> {
  const range = dateRange(query.range, new Date());
  const { reportType, clientId } = query;
  return useApi<ClientReportData>(
    async () => {
      const body = analyticsBody(range);
      if (reportType === 'client' && clientId !== null) return { type: 'client', data: await loadOneClient(body, clientId) };
      if (reportType === 'revenue') return { type: 'revenue', data: await loadClientRevenue(body) };
      return { type: 'hourly', data: await loadClientHourly(body) };
    },
    [range.startDate, range.endDate, reportType, clientId],
    ANALYTICS_FAILURE_TEXT,
  );
}
