// Client analytics (admin): revenue per worked hour per client and per staff member, revenue
// shares per client, and one client's figures with its stages and invoices. Figures:
// decision 009; the SQL is in stage-figures-sql.ts and analytics-statements.ts.
import { eq } from 'drizzle-orm';
import { daysBetween, zurichToday } from '@tragkraft/domain';
import {
  ANALYTICS_STAGE_LIMIT,
  ANALYTICS_TEXTS,
  type ClientAnalyticsClient,
  type ClientAnalyticsHourly,
  type ClientAnalyticsRevenue,
  type ClientHourlyRow,
  type ClientInvoiceFigures,
} from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { byRevenue, foldSums, hourlyOf, monthsOf, percentOf, roundHours, staffRowOf } from './analytics-figures';
import { countedParams, type AnalyticsPeriod } from './analytics-period';
import { dunningFeesIn } from './dunning-fees';
import { analyticsQueries, type InvoiceFiguresRow, type StaffRow, type SumRow } from './analytics-statements';

function clientRowsOf(clients: ReturnType<typeof foldSums>['clients']): ClientHourlyRow[] {
  return [...clients]
    .map(([clientId, sums]) => ({
      clientId,
      clientName: sums.name,
      hourly: hourlyOf(sums.revenue, sums.hours),
      revenue: sums.revenue,
      hours: roundHours(sums.hours),
      stagesCount: sums.stagesCount,
    }))
    .sort(byRevenue((r) => r.clientName));
}

export async function clientAnalyticsHourly(db: Db, period: AnalyticsPeriod): Promise<ClientAnalyticsHourly> {
  const rows = await (await analyticsQueries(db)).clientHourly(countedParams(period));
  const { total, clients, months } = foldSums(rows.filter((r): r is SumRow => r.kind !== 'staff'));
  return {
    totalHourly: hourlyOf(total.revenue, total.hours),
    totalRevenue: total.revenue,
    totalHours: roundHours(total.hours),
    stagesCount: total.stagesCount,
    clients: clientRowsOf(clients),
    users: rows.filter((r): r is StaffRow => r.kind === 'staff').map(staffRowOf).sort(byRevenue((r) => r.userFirstName)),
    months: monthsOf(months, period.firstMonth, period.lastMonth),
  };
}

export async function clientAnalyticsRevenue(db: Db, period: AnalyticsPeriod): Promise<ClientAnalyticsRevenue> {
  const { total, clients, months } = foldSums(await (await analyticsQueries(db)).clientRevenue(countedParams(period)));
  return {
    totalRevenue: total.revenue,
    dunningFees: await dunningFeesIn(db, period),
    clients: clientRowsOf(clients).map((r) => ({ clientId: r.clientId, clientName: r.clientName, revenue: r.revenue, percent: percentOf(r.revenue, total.revenue) })),
    months: monthsOf(months, period.firstMonth, period.lastMonth),
  };
}

/** Whole Zurich calendar days: since sending (while unpaid) and from sending to payment. */
function invoiceFiguresOf(row: InvoiceFiguresRow, now: Date): ClientInvoiceFigures {
  const day = (instant: string) => zurichToday(new Date(instant));
  const sent = row.invoice_sent_time;
  const paid = row.invoice_paid_time;
  return {
    invoiceId: row.id,
    invoiceNumber: invoiceNumberOf(row),
    stageId: row.stage_id,
    serviceOrderId: row.service_order_id,
    total: row.total_rp,
    invoiceTime: row.invoice_time,
    invoiceSentTime: sent,
    invoicePaidTime: paid,
    daysSinceSent: sent !== null && paid === null ? daysBetween(day(sent), zurichToday(now)) : null,
    daysToPaid: sent !== null && paid !== null ? daysBetween(day(sent), day(paid)) : null,
  };
}

export async function clientAnalyticsClient(db: Db, period: AnalyticsPeriod, clientId: number, now: Date): Promise<ClientAnalyticsClient> {
  const [client] = await db.select({ company: clients.company }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(ANALYTICS_TEXTS.clientNotFound);
  const queries = await analyticsQueries(db);
  const params = countedParams(period);
  const [sums, stages, invoices] = await Promise.all([
    queries.clientSums(params, clientId),
    queries.clientStages(params, clientId, ANALYTICS_STAGE_LIMIT),
    queries.clientInvoices(params, clientId),
  ]);
  const { total, months } = foldSums(sums);
  return {
    clientId,
    clientName: client.company,
    revenueWithDrive: total.revenueWithDrive,
    revenue: total.revenue,
    hours: roundHours(total.hours),
    hourly: hourlyOf(total.revenue, total.hours),
    stagesCount: total.stagesCount,
    months: monthsOf(months, period.firstMonth, period.lastMonth),
    stageDetails: stages.map((s) => ({
      id: s.stage_id,
      date: s.date,
      time: s.time,
      typeId: s.type_id,
      amount: s.amount,
      revenueWithDrive: s.revenue_with_drive,
      revenue: s.revenue,
      hours: roundHours(s.hours),
      hourly: hourlyOf(s.revenue, s.hours),
    })),
    invoices: invoices.map((row) => invoiceFiguresOf(row, now)),
  };
}
