import { dateRange } from '@tragkraft/domain';
import type { UserAnalyticsHourly, UserAnalyticsUser } from '@tragkraft/sync-protocol';
import { useApi, type Loaded } from '../../ui/use-api';
import { ANALYTICS_FAILURE_TEXT, analyticsBody, loadOneStaff, loadStaffHourly } from './analytics-api';
import type { UserAnalyticsQuery } from './analytics-query';

export type StaffReportData = { userId: null; data: UserAnalyticsHourly } | { userId: number; data: UserAnalyticsUser };

/** The staff overview, or one person's stages; loaded again on every change of the selection. */
export function useStaffReport(query: UserAnalyticsQuery): Loaded<StaffReportData> {
  const range = dateRange(query.range, new Date());
  const { noService, noDiscount, userId } = query;
  return useApi<StaffReportData>(
    async () => {
      const body = analyticsBody(range, { noService, noDiscount });
      if (userId !== null) return { userId, data: await loadOneStaff(body, userId) };
      return { userId: null, data: await loadStaffHourly(body) };
    },
    [range.startDate, range.endDate, noService, noDiscount, userId],
    ANALYTICS_FAILURE_TEXT,
  );
}
