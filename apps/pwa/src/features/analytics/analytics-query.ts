// The selections of both analytics screens live in the URL query (spec sections 2 and 5), so
// a link or a reload shows the same figures. Missing or unreadable values are completed with
// the defaults and the screen redirects to the full set; an unknown period is refused, as the
// spec finds no range for it (decision 014): the screen says so instead of showing 1M.
import {
  CLIENT_ANALYTICS_DEFAULT_RANGE,
  parseRangeLabel,
  RANGE_LABELS,
  USER_ANALYTICS_DEFAULT_RANGE,
  type RangeLabel,
} from '@tragkraft/domain';

const REPORT_TYPES = ['hourly', 'revenue', 'client'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
const CLIENT_ANALYTICS_DEFAULT_REPORT: ReportType = 'hourly';

/** A positive whole id from the query ('12'), otherwise null. */
function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number.parseInt(value, 10);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function parseFlag(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

function parseReportType(value: string | null): ReportType | null {
  return (REPORT_TYPES as readonly (string | null)[]).includes(value) ? (value as ReportType) : null;
}

/** The refusal of a period that is given but none of the eight labels; null when fine. */
function unknownRangeText(value: string | null): string | null {
  if (value === null || value === '' || parseRangeLabel(value) !== null) return null;
  return `Unbekannter Zeitraum «${value.slice(0, 20)}». Bitte wählen Sie einen der Zeiträume ${RANGE_LABELS.join(', ')}.`;
}

export interface ClientAnalyticsQuery {
  range: RangeLabel;
  reportType: ReportType;
  clientId: number | null;
}

/** The query of admin/client-analytics; `redirect` is the completed query when it differs. */
export function readClientAnalyticsQuery(params: URLSearchParams): { query: ClientAnalyticsQuery; redirect: string | null; refused: string | null } {
  const refused = unknownRangeText(params.get('range'));
  const range = parseRangeLabel(params.get('range'));
  let reportType = parseReportType(params.get('reportType'));
  const clientId = parseId(params.get('clientId'));
  // The client report needs a client; without one the overview is the sensible fallback.
  if (reportType === 'client' && clientId === null) reportType = null;
  const query: ClientAnalyticsQuery = {
    range: range ?? CLIENT_ANALYTICS_DEFAULT_RANGE,
    reportType: reportType ?? CLIENT_ANALYTICS_DEFAULT_REPORT,
    clientId: reportType === 'client' ? clientId : null,
  };
  if (refused) return { query, redirect: null, refused };
  return { query, redirect: range && reportType ? null : clientAnalyticsSearch(query), refused: null };
}

export function clientAnalyticsSearch(query: ClientAnalyticsQuery): string {
  const params = new URLSearchParams({ range: query.range, reportType: query.reportType });
  if (query.reportType === 'client' && query.clientId !== null) params.set('clientId', String(query.clientId));
  return params.toString();
}

export interface UserAnalyticsQuery {
  range: RangeLabel;
  noService: boolean;
  noDiscount: boolean;
  userId: number | null;
}

/** The query of admin/user-analytics; `redirect` is the completed query when it differs. */
export function readUserAnalyticsQuery(params: URLSearchParams): { query: UserAnalyticsQuery; redirect: string | null; refused: string | null } {
  const refused = unknownRangeText(params.get('range'));
  const range = parseRangeLabel(params.get('range'));
  const noService = parseFlag(params.get('noService'));
  const noDiscount = parseFlag(params.get('noDiscount'));
  const query: UserAnalyticsQuery = {
    range: range ?? USER_ANALYTICS_DEFAULT_RANGE,
    noService: noService ?? false,
    noDiscount: noDiscount ?? false,
    userId: parseId(params.get('userId')),
  };
  const complete = range !== null && noService !== null && noDiscount !== null;
  if (refused) return { query, redirect: null, refused };
  return { query, redirect: complete ? null : userAnalyticsSearch(query), refused: null };
}

export function userAnalyticsSearch(query: UserAnalyticsQuery): string {
  const params = new URLSearchParams({ range: query.range, noService: String(query.noService), noDiscount: String(query.noDiscount) });
  if (query.userId !== null) params.set('userId', String(query.userId));
  return params.toString();
}
