// The five analytics calls of the back office (spec section 7), typed by the sync protocol.
import { analyticsEndpoints, type AnalyticsBody } from '@tragkraft/sync-protocol';
import type { DateRange } from '@tragkraft/domain';
import { call } from '../../api/client';

/** The spec's analytics failure text; the server message follows it. */
export const ANALYTICS_FAILURE_TEXT = 'Fehler beim analysieren der Daten';

export function analyticsBody(range: DateRange, switches: { noService?: boolean; noDiscount?: boolean } = {}): AnalyticsBody {
  return { startDate: range.startDate, endDate: range.endDate, ...switches };
}

export const loadClientHourly = (body: AnalyticsBody) => call(analyticsEndpoints.clientHourly, {}, body);
export const loadClientRevenue = (body: AnalyticsBody) => call(analyticsEndpoints.clientRevenue, {}, body);
export const loadOneClient = (body: AnalyticsBody, clientId: number) => call(analyticsEndpoints.oneClient, {}, { ...body, clientId });
export const loadStaffHourly = (body: AnalyticsBody) => call(analyticsEndpoints.staffHourly, {}, body);
export const loadOneStaff = (body: AnalyticsBody, userId: number) => call(analyticsEndpoints.oneStaff, {}, { ...body, userId });
