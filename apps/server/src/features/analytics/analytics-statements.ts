// The analytics statements, prepared once per database connection. They read the stored
// figures of the counted stages (stage_figures, staff_stage_figures: stage-figures-sql.ts),
// sum them in SQL (GROUP BY) over covering indexes and hand JavaScript only grouped rows.
import { SITE_SERVICE_TYPE_ID, STAFF as STAFF_ROLES } from '@tragkraft/domain';
import type Database from 'better-sqlite3';
import type { Db } from '../../db/open-database';
import { perConnection } from '../../db/per-connection';
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
  stage_id: number;
  user_id: number;
  first_name: string;
  role: string;
  confirmation: 0 | 1 | null;
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

/** The period and switches of a call (SQLite has no booleans: 0/1). */
export interface FiguresParams {
  start: string;
  end: string;
  /** 8 with 'Ohne Baustellen-Service', else 0 (no stage has type 0). */
  excludedTypeId: number;
  noDiscount: 0 | 1;
}

const REVENUE = 'f.revenue_rp + @noDiscount * f.discount_rp';
const IN_PERIOD = 'f.date BETWEEN @start AND @end AND f.type_id <> @excludedTypeId';
/** The staff roles as an SQL list (domain's own constants, no user input): 'admin', 'operator', 'employee'. */
const STAFF_ROLES_SQL = STAFF_ROLES.map((role) => `'${role}'`).join(', ');

/**
 * Counted stages summed per client and per day; the answer's total, clients and months add
 * these up. Each GROUP BY follows its index's order (client, date), so SQLite aggregates
 * while it reads instead of sorting every stage by (client, month) first.
 */
const SUMS = (scope: 'all' | 'client') => {
  const where = `WHERE ${IN_PERIOD} ${scope === 'client' ? 'AND f.client_id = @clientId' : ''}`;
  const sums = `count(*) AS stages_count, sum(${REVENUE}) AS revenue, sum(${REVENUE} + f.drive_rp) AS revenue_with_drive, total(f.hours) AS hours`;
  return `SELECT 'client' AS kind, x.client_id AS id, cl.company AS name, NULL AS last_name, NULL AS role, NULL AS date,
      x.stages_count, x.revenue, x.revenue_with_drive, x.hours, NULL AS rating
    FROM (SELECT f.client_id, ${sums} FROM stage_figures f INDEXED BY stage_figures_client_idx ${where} GROUP BY f.client_id) x
    JOIN clients cl ON cl.id = x.client_id
  UNION ALL
  SELECT 'day', NULL, NULL, NULL, NULL, f.date, ${sums}, NULL
    FROM stage_figures f INDEXED BY ${scope === 'all' ? 'stage_figures_date_idx' : 'stage_figures_client_idx'} ${where} GROUP BY f.date`;
};

/**
 * Each active staff member's counted stages with own hours. Driven from the staff (a few
 * dozen), so each person's rows come from one index range, already grouped.
 */
const STAFF = (condition = '') => `SELECT 'staff' AS kind, u.id, u.first_name AS name, u.last_name, u.role, NULL AS date,
    count(*) AS stages_count, total(${REVENUE}) AS revenue, NULL AS revenue_with_drive, total(f.hours) AS hours, avg(f.rating) AS rating
  FROM users u
  CROSS JOIN staff_stage_figures f INDEXED BY staff_stage_figures_user_idx ON f.user_id = u.id AND ${IN_PERIOD}
  WHERE u.role IN (${STAFF_ROLES_SQL}) AND u.inactive = 0 AND u.deleted_at IS NULL ${condition}
  GROUP BY u.id`;

function prepareAnalyticsStatements(sqlite: Database.Database) {
  const prepare = <P extends object, R>(text: string) => {
    const statement = sqlite.prepare<P, R>(text);
    return { all: (params: P): R[] => statement.all(params) };
  };
  return {
    clientHourly: prepare<FiguresParams, SumRow | StaffRow>(`${SUMS('all')}\nUNION ALL\n${STAFF()}`),
    clientRevenue: prepare<FiguresParams, SumRow>(SUMS('all')),
    clientSums: prepare<FiguresParams & { clientId: number }, SumRow>(SUMS('client')),
    clientStages: prepare<FiguresParams & { clientId: number; limit: number }, StageFiguresRow>(
      `SELECT f.stage_id, f.date, s.time, f.type_id, s.amount, ${REVENUE} AS revenue, ${REVENUE} + f.drive_rp AS revenue_with_drive, f.hours
       FROM stage_figures f INDEXED BY stage_figures_client_idx
       JOIN stages s ON s.id = f.stage_id
       WHERE f.client_id = @clientId AND ${IN_PERIOD}
       ORDER BY f.date DESC, s.time IS NULL, s.time DESC, f.stage_id DESC LIMIT @limit`,
    ),
    clientInvoices: prepare<Omit<FiguresParams, 'noDiscount'> & { clientId: number }, InvoiceFiguresRow>(
      `WITH client_stages AS (
         SELECT s.id AS stage_id, o.id AS order_id, o.type_id FROM orders o INDEXED BY orders_client_idx
         JOIN stages s INDEXED BY stages_order_idx ON s.order_id = o.id
         WHERE o.client_id = @clientId AND s.date BETWEEN @start AND @end AND s.completed_time IS NOT NULL
           AND o.status = 'active' AND o.type_id <> @excludedTypeId)
       SELECT i.id, i.year, i.sequence, i.stage_id, i.service_order_id, i.total_rp, i.invoice_time, i.invoice_sent_time, i.invoice_paid_time
       FROM invoices i
       WHERE i.id IN (SELECT iv.id FROM client_stages cs JOIN invoices iv ON iv.stage_id = cs.stage_id
                      UNION SELECT iv.id FROM client_stages cs JOIN invoices iv ON iv.service_order_id = cs.order_id AND iv.stage_id IS NULL)
       ORDER BY i.invoice_time DESC, i.id DESC`,
    ),
    staffHourly: prepare<FiguresParams, StaffRow>(STAFF()),
    oneStaff: prepare<FiguresParams & { userId: number }, StaffRow>(STAFF('AND u.id = @userId')),
    userStages: prepare<Omit<FiguresParams, 'noDiscount'> & { userId: number; limit: number }, UserStageRow>(
      `SELECT s.id, s.date, s.time, s.amount, s.dispose_devices_count, s.client_signed_time, s.completed_time,
              o.type_id, o.order_address, o.order_address_type, cl.company AS client_name,
              CASE WHEN o.type_id = ${SITE_SERVICE_TYPE_ID} THEN json_extract(c.price, '$.pricePerHour') END AS price_per_hour
       FROM stage_assignments me
       JOIN stages s ON s.id = me.stage_id
       JOIN orders o ON o.id = s.order_id
       JOIN clients cl ON cl.id = o.client_id
       JOIN calculations c ON c.id = o.calculation_id
       WHERE me.user_id = @userId AND s.date BETWEEN @start AND @end AND o.status = 'active' AND o.type_id <> @excludedTypeId
       ORDER BY s.date DESC, s.time IS NULL, s.time DESC, s.id DESC LIMIT @limit`,
    ),
    /** The teams of some stages (@stageIds: a JSON array of ids). */
    participants: prepare<{ stageIds: string }, ParticipantRow>(
      `SELECT a.stage_id, a.user_id, u.first_name, u.role, a.confirmation, a.hours
       FROM json_each(@stageIds) j
       JOIN stage_assignments a ON a.stage_id = j.value
       JOIN users u ON u.id = a.user_id`,
    ),
  };
}

export type AnalyticsStatements = ReturnType<typeof prepareAnalyticsStatements>;

const statementsOf = perConnection((db) => prepareAnalyticsStatements(db.$client));

/** The statements of a connection, after bringing the stored figures up to date. */
export async function analyticsStatements(db: Db): Promise<AnalyticsStatements> {
  await refreshStageFigures(db);
  return statementsOf(db);
}
