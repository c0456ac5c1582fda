// The five analytics calls of the back office (spec section 7), typed by the sync protocol.
import type { DateRange } from '@tragkraft/domain';
import type {
  AnalyticsBody,
  ClientAnalyticsClient,
  ClientAnalyticsHourly,
  ClientAnalyticsRevenue,
  UserAnalyticsHourly,
  UserAnalyticsUser,
} from '@tragkraft/sync-protocol';
import { api } from '../../api/client';

/** The spec's analytics failure text; the server message follows it. */
export const ANALYTICS_FAILURE_TEXT = 'Fehler beim analysieren der Daten';

export function analyticsBody(range: DateRange, switches: { noService?: boolean; noDiscount?: boolean } = {}): AnalyticsBody {
  return { startDate: range.startDate, endDate: range.endDate, ...switches };
}

export const loadClientHourly = (body: AnalyticsBody) => api<ClientAnalyticsHourly>('POST', '/api/admin/client-analytics-hourly', body);
export const loadClientRevenue = (body: AnalyticsBody) => api<ClientAnalyticsRevenue>('POST', '/api/admin/client-analytics-revenue', body);
export const loadOneClient = (body: AnalyticsBody, clientId: number) =>
  api<ClientAnalyticsClient>('POST', '/api/admin/client-analytics-client', { ...body, clientId });
export const loadStaffHourly = (body: AnalyticsBody) => api<UserAnalyticsHourly>('POST', '/api/admin/user-analytics-hourly', body);
export const loadOneStaff = (body: AnalyticsBody, userId: number) => api<UserAnalyticsUser>('POST', '/api/admin/user-analytics-user', { ...body, userId });
