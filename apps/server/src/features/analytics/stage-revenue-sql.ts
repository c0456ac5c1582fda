// The counted stages of an analytics period and each one's revenue and hours, as one SQL
// common table expression (`counted`) that every analytics statement aggregates. The rule is
// the profitability export's (features/profitability/profitability-rows.ts, stageRevenue),
// written once in SQL; a test checks that both agree. Definitions: decision 009.
//
// Counted: stages of active orders, completed, dated @start..@end (inclusive), and not of
// type @excludedTypeId (8 with 'Ohne Baustellen-Service', else 0 = none).
//
// Gross revenue of a stage (CHF excl. VAT, Rappen), by the stage's latest invoice (the
// highest id among its own invoices and its order's site-service invoices):
//   own invoice            subtotal
//   order-wide invoice     subtotal / stage count of the order
//   no invoice             floor-based services (1-5) with a stage amount and a price count:
//                            calculation total x amount / count
//                          otherwise calculation total / stage count
// The same share of the basis' drive (invoice 'drive' lines, or the calculation's rideCost)
// is the stage's drive cost; revenue = gross - drive (revenueWithDrive = gross).
// With @noDiscount = 1 the disposal discount is added back to both: the basis' disposal
// (invoice 'dispose' lines, or the calculation's disposal), same share, x d / (100 - d) with
// d the calculation's discountPercent (only for 0 < d < 100).
// Each share is rounded to the Rappen per stage (half away from zero), as the export does.
// Hours: the sum of the team's reported hours (> 0) of the stage.
//
// Speed: the INDEXED BY clauses name the covering indexes of db/schema.ts (analytics
// indexes), so each stage costs a few index seeks and no wide-row reads or JSON parsing
// (the calculation figures come from an index on json_extract expressions). Preparing fails
// if an index is missing. Order-wide invoices exist only for site service (decision 008).

const SITE_SERVICE_TYPE_ID = 8;

/** Which stages a statement looks at: all, one client's (@clientId), one person's (@userId). */
export type CountedScope = 'all' | 'client' | 'user';

const SCOPE_FROM: Record<CountedScope, string> = {
  all: `stages s INDEXED BY stages_analytics_idx
  JOIN orders o INDEXED BY orders_analytics_idx ON o.id = s.order_id`,
  client: `orders o INDEXED BY orders_client_idx
  JOIN stages s INDEXED BY stages_order_idx ON s.order_id = o.id`,
  user: `stage_assignments ua INDEXED BY assignments_user_stage_idx
  JOIN stages s ON s.id = ua.stage_id
  JOIN orders o INDEXED BY orders_analytics_idx ON o.id = s.order_id`,
};

const SCOPE_CONDITION: Record<CountedScope, string> = { all: '', client: 'AND o.client_id = @clientId', user: 'AND ua.user_id = @userId' };

export const COUNTED_STAGES_SQL = (scope: CountedScope = 'all') => `
basis AS (
  SELECT s.id AS stage_id, s.date AS date, s.time AS time, s.amount AS amount,
         o.client_id AS client_id, o.type_id AS type_id, max(1, o.stages_count) AS parts,
         c.total_rp AS total,
         json_extract(c.price, '$.rideCost') AS ride_cost,
         json_extract(c.price, '$.disposal') AS disposal,
         json_extract(c.price, '$.discountPercent') AS discount_percent,
         json_extract(c.price, '$.count') AS price_count,
         i.id AS invoice_id, i.stage_id = s.id AS own_invoice, i.subtotal_rp AS invoice_subtotal,
         CASE WHEN i.id IS NOT NULL
              THEN (SELECT total(l.total_rp) FROM invoice_lines l INDEXED BY invoice_lines_type_idx WHERE l.invoice_id = i.id AND l.type = 'drive') END AS invoice_drive,
         CASE WHEN i.id IS NOT NULL AND @noDiscount = 1 AND json_extract(c.price, '$.discountPercent') > 0
              THEN (SELECT total(l.total_rp) FROM invoice_lines l INDEXED BY invoice_lines_type_idx WHERE l.invoice_id = i.id AND l.type = 'dispose') END AS invoice_disposal,
         (SELECT total(a.hours) FROM stage_assignments a INDEXED BY assignments_stage_hours_idx WHERE a.stage_id = s.id AND a.hours > 0) AS hours
  FROM ${SCOPE_FROM[scope]}
  JOIN calculations c INDEXED BY calculations_figures_idx ON c.id = o.calculation_id
  LEFT JOIN invoices i INDEXED BY invoices_analytics_idx ON i.id = max(
         coalesce((SELECT max(si.id) FROM invoices si INDEXED BY invoices_stage_idx WHERE si.stage_id = s.id), 0),
         CASE WHEN o.type_id = ${SITE_SERVICE_TYPE_ID}
              THEN coalesce((SELECT max(oi.id) FROM invoices oi INDEXED BY invoices_service_order_idx WHERE oi.service_order_id = o.id AND oi.stage_id IS NULL), 0)
              ELSE 0 END)
  WHERE s.date BETWEEN @start AND @end AND s.completed_time IS NOT NULL
    AND o.status = 'active' AND o.type_id <> @excludedTypeId ${SCOPE_CONDITION[scope]}
),
shared AS (
  SELECT b.*,
         CASE WHEN b.invoice_id IS NULL THEN b.total ELSE b.invoice_subtotal END AS gross,
         CASE WHEN b.invoice_id IS NULL THEN coalesce(b.ride_cost, 0) ELSE b.invoice_drive END AS drive,
         CASE WHEN @noDiscount = 0 OR NOT (coalesce(b.discount_percent, 0) > 0 AND b.discount_percent < 100) THEN 0
              WHEN b.invoice_id IS NULL THEN coalesce(b.disposal, 0) ELSE coalesce(b.invoice_disposal, 0) END AS discounted_disposal,
         CASE WHEN b.invoice_id IS NULL AND b.type_id BETWEEN 1 AND 5 AND b.amount IS NOT NULL
                   AND typeof(b.price_count) IN ('integer', 'real') AND b.price_count > 0 THEN b.amount ELSE 1 END AS num,
         CASE WHEN b.invoice_id IS NULL AND b.type_id BETWEEN 1 AND 5 AND b.amount IS NOT NULL
                   AND typeof(b.price_count) IN ('integer', 'real') AND b.price_count > 0 THEN b.price_count
              WHEN b.own_invoice THEN 1 ELSE b.parts END AS den
  FROM basis b
),
rounded AS (
  SELECT stage_id, date, time, amount, client_id, type_id, hours,
         CAST(round((gross * num * 1.0) / den) AS INTEGER) AS gross_share,
         CAST(round((drive * num * 1.0) / den) AS INTEGER) AS drive_share,
         CASE WHEN discounted_disposal = 0 THEN 0
              ELSE CAST(round((discounted_disposal * num * 1.0) / den * discount_percent / (100 - discount_percent)) AS INTEGER) END AS discount_share
  FROM shared
),
counted AS (
  SELECT stage_id, date, time, amount, client_id, type_id, hours,
         gross_share + discount_share AS revenue_with_drive,
         gross_share - drive_share + discount_share AS revenue
  FROM rounded
)`;

/** Parameters of COUNTED_STAGES_SQL (SQLite has no booleans: 0/1). */
export interface CountedStagesParams {
  start: string;
  end: string;
  excludedTypeId: number;
  noDiscount: 0 | 1;
}

/**
 * The counted stages grouped by client and month (one sort); the answer's totals, clients
 * and months are sums of these cells (at most clients x months rows).
 */
export const CLIENT_MONTH_CELLS_SQL = (source: string) => `SELECT x.client_id, cl.company AS client_name, x.month, x.stages_count, x.revenue, x.revenue_with_drive, x.hours
  FROM (SELECT r.client_id, substr(r.date, 1, 7) AS month, count(*) AS stages_count, sum(r.revenue) AS revenue,
               sum(r.revenue_with_drive) AS revenue_with_drive, total(r.hours) AS hours
        FROM ${source} r GROUP BY r.client_id, substr(r.date, 1, 7)) x
  JOIN clients cl ON cl.id = x.client_id`;

/**
 * Staff figures: each active staff member's assignments with hours on counted stages (the
 * materialized `counted_rows`); revenue is the stage revenue in proportion to the person's
 * share of the stage's hours. Driven from the staff (a few dozen), so the rows arrive grouped
 * by person and need no sorting.
 */
export const STAFF_FIGURES_SQL = (condition = '') => `SELECT u.id AS user_id, u.first_name, u.last_name, u.role,
    count(*) AS stages_count, total(r.revenue * a.hours / r.hours) AS revenue, total(a.hours) AS hours, avg(a.rating) AS rating
  FROM users u
  CROSS JOIN stage_assignments a INDEXED BY assignments_user_stage_idx ON a.user_id = u.id AND a.hours > 0
  CROSS JOIN counted_rows r ON r.stage_id = a.stage_id
  WHERE u.role IN ('admin', 'operator', 'employee') AND u.inactive = 0 AND u.deleted_at IS NULL ${condition}
  GROUP BY u.id`;
