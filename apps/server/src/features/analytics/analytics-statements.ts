// The analytics statements, prepared once per database connection. Each aggregates the
// `counted` stages in SQL (GROUP BY) and hands JavaScript only the grouped rows; one
// statement answers one call, so the counted stages are computed once per call.
import type Database from 'better-sqlite3';
import { CLIENT_MONTH_CELLS_SQL, COUNTED_STAGES_SQL, STAFF_FIGURES_SQL, type CountedScope, type CountedStagesParams } from './stage-revenue-sql';

/** Counted stages of one client in one month ('YYYY-MM'), summed in SQL. */
export interface CellRow {
  kind: 'cell';
  id: number;
  name: string;
  last_name: null;
  role: null;
  month: string;
  stages_count: number;
  revenue: number;
  revenue_with_drive: number;
  hours: number;
  rating: null;
}

/** One staff member's figures, summed in SQL (revenue unrounded: a sum of hour shares). */
export interface StaffRow {
  kind: 'staff';
  id: number;
  name: string;
  last_name: string;
  role: 'admin' | 'operator' | 'employee';
  month: null;
  stages_count: number;
  revenue: number;
  revenue_with_drive: null;
  hours: number;
  rating: number | null;
}

export interface StageFiguresRow {
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

export interface UserStageRow {
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

const CELLS = (source: string) => `SELECT 'cell' AS kind, client_id AS id, client_name AS name, NULL AS last_name, NULL AS role, month,
  stages_count, revenue, revenue_with_drive, hours, NULL AS rating FROM (${CLIENT_MONTH_CELLS_SQL(source)})`;
const STAFF = (condition = '') => `SELECT 'staff' AS kind, user_id AS id, first_name AS name, last_name, role, NULL AS month,
  stages_count, revenue, NULL AS revenue_with_drive, hours, rating
  FROM (${STAFF_FIGURES_SQL(condition)})`;

/** The counted stages once, for statements that read them more than once or probe them. */
const MATERIALIZED_ROWS = 'counted_rows AS MATERIALIZED (SELECT * FROM counted)';
const withCounted = (scope: CountedScope, materialized: boolean) => `WITH ${COUNTED_STAGES_SQL(scope)}${materialized ? `,\n${MATERIALIZED_ROWS}` : ''}\n`;

export function prepareAnalyticsStatements(sqlite: Database.Database) {
  const prepare = <P extends object, R>(text: string) => {
    const statement = sqlite.prepare<P, R>(text);
    return { all: (params: P): R[] => statement.all(params) };
  };
  return {
    clientHourly: prepare<CountedStagesParams, CellRow | StaffRow>(`${withCounted('all', true)}${CELLS('counted_rows')}\nUNION ALL\n${STAFF()}`),
    clientRevenue: prepare<CountedStagesParams, CellRow>(`${withCounted('all', false)}${CELLS('counted')}`),
    clientCells: prepare<CountedStagesParams & { clientId: number }, CellRow>(`${withCounted('client', false)}${CELLS('counted')}`),
    clientStages: prepare<CountedStagesParams & { clientId: number; limit: number }, StageFiguresRow>(
      `WITH ${COUNTED_STAGES_SQL('client')}
       SELECT stage_id, date, time, type_id, amount, revenue, revenue_with_drive, hours FROM counted
       ORDER BY date DESC, time IS NULL, time DESC, stage_id DESC LIMIT @limit`,
    ),
    clientInvoices: prepare<Omit<CountedStagesParams, 'noDiscount'> & { clientId: number }, InvoiceFiguresRow>(
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
    staffHourly: prepare<CountedStagesParams, StaffRow>(`${withCounted('all', true)}${STAFF()}`),
    oneStaff: prepare<CountedStagesParams & { userId: number }, StaffRow>(`${withCounted('user', true)}${STAFF('AND u.id = @userId')}`),
    userStages: prepare<Omit<CountedStagesParams, 'noDiscount'> & { userId: number; limit: number }, UserStageRow>(
      `SELECT s.id, s.date, s.time, s.amount, s.dispose_devices_count, s.client_signed_time, s.completed_time,
              o.type_id, o.order_address, o.order_address_type, cl.company AS client_name,
              CASE WHEN o.type_id = 8 THEN json_extract(c.price, '$.pricePerHour') END AS price_per_hour
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

const cache = new WeakMap<Database.Database, AnalyticsStatements>();

/** The statements of a connection, prepared on first use. */
export function analyticsStatements(sqlite: Database.Database): AnalyticsStatements {
  let statements = cache.get(sqlite);
  if (!statements) {
    statements = prepareAnalyticsStatements(sqlite);
    cache.set(sqlite, statements);
  }
  return statements;
}
