// The analytics queries. They read the stored figures of the counted stages (stage_figures,
// staff_stage_figures: stage-figures-sql.ts), sum them in SQL (GROUP BY) over covering indexes
// and hand JavaScript only grouped rows. One SQL text for both engines; the fragments that
// differ (SQLite's index hints, total()) come from db/dialect-sql.ts. On SQLite the driver
// keeps each text prepared (sqlite-driver.ts), so a call costs no compilation.
import { eq, sql, type SQL } from 'drizzle-orm';
import { SITE_SERVICE_TYPE_ID, STAFF as STAFF_ROLES } from '@tragkraft/domain';
import { idsOfJsonArray, indexedBy, joinInThisOrder, jsonNumber, totalOf } from '../../db/dialect-sql';
import { rawRows, type Db } from '../../db/open-database';
import { stageAssignments, users } from '../../db/schema';
import { refreshStageFigures } from './stage-figures';

/** Counted stages summed in SQL: of one client (kind 'client') or of one day (kind 'day'). */
export type SumRow = {
  last_name: null;
  role: null;
  stages_count: number;
  revenue: number;
  revenue_with_drive: number;
  hours: number;
  rating: null;
} & ({ kind: 'client'; id: number; name: string; date: null } | { kind: 'day'; id: null; name: null; date: string });

/** One staff member's figures, summed in SQL (revenue unrounded: a sum of hour shares). */
export interface StaffRow {
  kind: 'staff';
  id: number;
  name: string;
  last_name: string;
  role: 'admin' | 'operator' | 'employee';
  date: null;
  stages_count: number;
  revenue: number;
  revenue_with_drive: null;
  hours: number;
  rating: number | null;
}

interface StageFiguresRow {
  stage_id: number;
  date: string;
  time: string | null;
  type_id: number;
  amount: number | null;
  revenue: number;
  revenue_with_drive: number;
  hours: number;
}

export interface InvoiceFiguresRow {
  id: number;
  year: number;
  sequence: number;
  stage_id: number | null;
  service_order_id: number | null;
  total_rp: number;
  invoice_time: string;
  invoice_sent_time: string | null;
  invoice_paid_time: string | null;
}

export interface ParticipantRow {
  stageId: number;
  userId: number;
  firstName: string;
  role: string;
  confirmation: boolean | null;
  hours: number | null;
}

interface UserStageRow {
  id: number;
  date: string;
  time: string | null;
  amount: number | null;
  dispose_devices_count: number;
  client_signed_time: string | null;
  completed_time: string | null;
  type_id: number;
  order_address: string;
  order_address_type: 'autocomplete' | 'manual';
  client_name: string;
  price_per_hour: number | null;
}

/** The period and switches of a call. */
export interface FiguresParams {
  start: string;
  end: string;
  /** 8 with 'Ohne Baustellen-Service', else 0 (no stage has type 0). */
  excludedTypeId: number;
  /** 1 adds the disposal discount back, 0 not (a factor in SQL). */
  noDiscount: 0 | 1;
}

const revenueOf = (p: FiguresParams) => sql`f.revenue_rp + ${p.noDiscount} * f.discount_rp`;
const inPeriod = (p: FiguresParams) => sql`f.date BETWEEN ${p.start} AND ${p.end} AND f.type_id <> ${p.excludedTypeId}`;
/** The staff roles as an SQL list (domain's own constants, no user input): 'admin', 'operator', 'employee'. */
const STAFF_ROLES_SQL = sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Counted stages summed per client and per day (of one client, or of all); the answer's
 * total, clients and months add these up. Each GROUP BY follows its index's order (client,
 * date), so SQLite aggregates while it reads instead of sorting every stage by (client,
 * month) first. The NULL columns are typed: PostgreSQL matches a UNION's columns by type.
 */
function sums(p: FiguresParams, clientId: number | null): SQL {
  const where = clientId === null ? sql`WHERE ${inPeriod(p)}` : sql`WHERE ${inPeriod(p)} AND f.client_id = ${clientId}`;
  const revenue = revenueOf(p);
  const sumsOf = sql`count(*) AS stages_count, sum(${revenue}) AS revenue, sum(${revenue} + f.drive_rp) AS revenue_with_drive, ${totalOf(sql`f.hours`)} AS hours`;
  const dayIndex = clientId === null ? 'stage_figures_date_idx' : 'stage_figures_client_idx';
  return sql`SELECT 'client' AS kind, x.client_id AS id, cl.company AS name, NULL AS last_name, NULL AS role, NULL AS date,
      x.stages_count, x.revenue, x.revenue_with_drive, x.hours, CAST(NULL AS DOUBLE PRECISION) AS rating
    FROM (SELECT f.client_id, ${sumsOf} FROM stage_figures f ${indexedBy('stage_figures_client_idx')} ${where} GROUP BY f.client_id) x
    JOIN clients cl ON cl.id = x.client_id
  UNION ALL
  SELECT 'day', NULL, NULL, NULL, NULL, f.date, ${sumsOf}, NULL
    FROM stage_figures f ${indexedBy(dayIndex)} ${where} GROUP BY f.date`;
}

/**
 * Each active staff member's counted stages with own hours (or one member's). Driven from the
 * staff (a few dozen), so each person's rows come from one index range, already grouped.
 */
function staff(p: FiguresParams, userId: number | null): SQL {
  const revenue = revenueOf(p);
  return sql`SELECT 'staff' AS kind, u.id, u.first_name AS name, u.last_name, u.role, NULL AS date,
    count(*) AS stages_count, ${totalOf(revenue)} AS revenue, NULL AS revenue_with_drive, ${totalOf(sql`f.hours`)} AS hours, avg(f.rating) AS rating
  FROM users u
  ${joinInThisOrder()} staff_stage_figures f ${indexedBy('staff_stage_figures_user_idx')} ON f.user_id = u.id AND ${inPeriod(p)}
  WHERE u.role IN (${STAFF_ROLES_SQL}) AND NOT u.inactive AND u.deleted_at IS NULL ${userId === null ? sql.empty() : sql`AND u.id = ${userId}`}
  GROUP BY u.id`;
}

type Period = Omit<FiguresParams, 'noDiscount'>;

/** The queries of one database (or transaction). */
function queriesOf(db: Db) {
  return {
    clientHourly: (p: FiguresParams) => rawRows<SumRow | StaffRow>(db, sql`${sums(p, null)}\nUNION ALL\n${staff(p, null)}`),
    clientRevenue: (p: FiguresParams) => rawRows<SumRow>(db, sums(p, null)),
    clientSums: (p: FiguresParams, clientId: number) => rawRows<SumRow>(db, sums(p, clientId)),
    clientStages: (p: FiguresParams, clientId: number, limit: number) => {
      const revenue = revenueOf(p);
      return rawRows<StageFiguresRow>(
        db,
        sql`SELECT f.stage_id, f.date, s.time, f.type_id, s.amount, ${revenue} AS revenue, ${revenue} + f.drive_rp AS revenue_with_drive, f.hours
       FROM stage_figures f ${indexedBy('stage_figures_client_idx')}
       JOIN stages s ON s.id = f.stage_id
       WHERE f.client_id = ${clientId} AND ${inPeriod(p)}
       ORDER BY f.date DESC, s.time IS NULL, s.time DESC, f.stage_id DESC LIMIT ${limit}`,
      );
    },
    clientInvoices: (p: Period, clientId: number) =>
      rawRows<InvoiceFiguresRow>(
        db,
        sql`WITH client_stages AS (
         SELECT s.id AS stage_id, o.id AS order_id, o.type_id FROM orders o ${indexedBy('orders_client_idx')}
         JOIN stages s ${indexedBy('stages_order_idx')} ON s.order_id = o.id
         WHERE o.client_id = ${clientId} AND s.date BETWEEN ${p.start} AND ${p.end} AND s.completed_time IS NOT NULL
           AND o.status = 'active' AND o.type_id <> ${p.excludedTypeId})
       SELECT i.id, i.year, i.sequence, i.stage_id, i.service_order_id, i.total_rp, i.invoice_time, i.invoice_sent_time, i.invoice_paid_time
       FROM invoices i
       WHERE i.id IN (SELECT iv.id FROM client_stages cs JOIN invoices iv ON iv.stage_id = cs.stage_id
                      UNION SELECT iv.id FROM client_stages cs JOIN invoices iv ON iv.service_order_id = cs.order_id AND iv.stage_id IS NULL)
       ORDER BY i.invoice_time DESC, i.id DESC`,
      ),
    staffHourly: (p: FiguresParams) => rawRows<StaffRow>(db, staff(p, null)),
    oneStaff: (p: FiguresParams, userId: number) => rawRows<StaffRow>(db, staff(p, userId)),
    userStages: (p: Period, userId: number, limit: number) =>
      rawRows<UserStageRow>(
        db,
        sql`SELECT s.id, s.date, s.time, s.amount, s.dispose_devices_count, s.client_signed_time, s.completed_time,
              o.type_id, o.order_address, o.order_address_type, cl.company AS client_name,
              CASE WHEN o.type_id = ${sql.raw(String(SITE_SERVICE_TYPE_ID))} THEN ${jsonNumber(sql.raw('c.price'), 'pricePerHour')} END AS price_per_hour
       FROM stage_assignments me
       JOIN stages s ON s.id = me.stage_id
       JOIN orders o ON o.id = s.order_id
       JOIN clients cl ON cl.id = o.client_id
       JOIN calculations c ON c.id = o.calculation_id
       WHERE me.user_id = ${userId} AND s.date BETWEEN ${p.start} AND ${p.end} AND o.status = 'active' AND o.type_id <> ${p.excludedTypeId}
       ORDER BY s.date DESC, s.time IS NULL, s.time DESC, s.id DESC LIMIT ${limit}`,
      ),
    /** The teams of some stages. */
    participants: async (stageIds: number[]): Promise<ParticipantRow[]> =>
      stageIds.length === 0
        ? []
        : db
            .select({
              stageId: stageAssignments.stageId,
              userId: stageAssignments.userId,
              firstName: users.firstName,
              role: users.role,
              confirmation: stageAssignments.confirmation,
              hours: stageAssignments.hours,
            })
            .from(stageAssignments)
            .innerJoin(users, eq(users.id, stageAssignments.userId))
            // One parameter for any number of stages: one statement text, prepared once.
            .where(sql`${stageAssignments.stageId} IN ${idsOfJsonArray(JSON.stringify(stageIds))}`),
  };
}

type AnalyticsQueries = ReturnType<typeof queriesOf>;

/** The queries, after bringing the stored figures up to date. */
export async function analyticsQueries(db: Db): Promise<AnalyticsQueries> {
  await refreshStageFigures(db);
  return queriesOf(db);
}
