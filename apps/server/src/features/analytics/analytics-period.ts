// The period and switches of an analytics call, checked and turned into statement parameters.
import { isValidIsoDate, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { ANALYTICS_TEXTS, type AnalyticsBody } from '@tragkraft/sync-protocol';
import { badRequest } from '../../plugins/errors';
import type { FiguresParams } from './analytics-statements';

/** Lower bound of MAX: before every stored date ('YYYY-MM-DD' compares as text). */
const BEFORE_ALL_DATES = '0000-01-01';
/** No stage has type 0: nothing is excluded. */
const NO_TYPE_ID = 0;

export interface AnalyticsPeriod extends FiguresParams {
  /** First month of the period ('YYYY-MM'); null for MAX (the months start with the data). */
  firstMonth: string | null;
  lastMonth: string;
}

/** 400 with a German message on a bad date or a start after the end. */
export function analyticsPeriod(body: AnalyticsBody): AnalyticsPeriod {
  if (body.startDate !== null && !isValidIsoDate(body.startDate)) throw badRequest(ANALYTICS_TEXTS.startDateInvalid);
  if (!isValidIsoDate(body.endDate)) throw badRequest(ANALYTICS_TEXTS.endDateInvalid);
  if (body.startDate !== null && body.startDate > body.endDate) throw badRequest(ANALYTICS_TEXTS.startAfterEnd);
  return {
    start: body.startDate ?? BEFORE_ALL_DATES,
    end: body.endDate,
    excludedTypeId: body.noService ? SITE_SERVICE_TYPE_ID : NO_TYPE_ID,
    noDiscount: body.noDiscount ? 1 : 0,
    firstMonth: body.startDate?.slice(0, 7) ?? null,
    lastMonth: body.endDate.slice(0, 7),
  };
}

/** The query parameters only. */
export function countedParams(period: AnalyticsPeriod): FiguresParams {
  return { start: period.start, end: period.end, excludedTypeId: period.excludedTypeId, noDiscount: period.noDiscount };
}
