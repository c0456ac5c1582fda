// The revenue rule of analytics, in SQL: each counted stage's revenue parts and hours, and
// each staff member's share of them, for the stages listed in `stale_stage_figures`. The rule
// is the profitability export's (features/profitability/profitability-rows.ts, stageRevenue),
// written once in SQL; a test checks that both agree. Definitions: decision 009.
//
// Counted: stages of active orders, completed and dated. (The period and 'Ohne
// Baustellen-Service' are applied when the figures are read: analytics-statements.ts.)
//
// Gross revenue of a stage (CHF excl. VAT, Rappen), by the stage's latest invoice (the
// highest id among its own invoices and its order's site-service invoices):
//   own invoice            subtotal
//   order-wide invoice     subtotal / stage count of the order
//   no invoice             floor-based services (1-5) with a stage amount and a price count:
//                            calculation total x amount / count
//                          otherwise calculation total / stage count
// The same share of the basis' drive (invoice 'drive' lines, or the calculation's rideCost)
// is the stage's drive; revenue = gross - drive, revenue with drive = gross.
// The discount (added back with noDiscount) is the same share of the basis' disposal
// (invoice 'dispose' lines, or the calculation's disposal) x d / (100 - d), d the
// calculation's discountPercent (only for 0 < d < 100).
// Each share is rounded to the Rappen per stage (half away from zero), as the export does.
// Hours: the sum of the team's reported hours (> 0) of the stage.
//
// The stale stages drive every statement (CROSS JOIN fixes the join order: without statistics
// SQLite would otherwise scan all stages and probe the stale list). The INDEXED BY clauses
// name covering indexes of db/schema.ts, so each stage costs a few
// index seeks and no JSON parsing (the calculation figures come from an index on
// json_extract expressions); preparing fails if one is missing. Order-wide invoices exist
// only for site service (decision 008).
import { SERVICES, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';

/** The floor-based services, priced per piece: their stages share by the counted pieces. */
const FLOOR_BASED_TYPE_IDS = SERVICES.filter((service) => service.floorBased).map((service) => service.typeId).join(', ');

const STALE_COUNTED_STAGES_SQL = `
basis AS (
  SELECT s.id AS stage_id, s.date AS date, s.amount AS amount,
         o.client_id AS client_id, o.type_id AS type_id, max(1, o.stages_count) AS parts,
         c.total_rp AS total,
         json_extract(c.price, '$.rideCost') AS ride_cost,
         json_extract(c.price, '$.disposal') AS disposal,
         json_extract(c.price, '$.discountPercent') AS discount_percent,
         json_extract(c.price, '$.count') AS price_count,
         i.id AS invoice_id, i.stage_id = s.id AS own_invoice, i.subtotal_rp AS invoice_subtotal,
         CASE WHEN i.id IS NOT NULL
              THEN (SELECT total(l.total_rp) FROM invoice_lines l INDEXED BY invoice_lines_type_idx WHERE l.invoice_id = i.id AND l.type = 'drive') END AS invoice_drive,
         CASE WHEN i.id IS NOT NULL
              THEN (SELECT total(l.total_rp) FROM invoice_lines l INDEXED BY invoice_lines_type_idx WHERE l.invoice_id = i.id AND l.type = 'dispose') END AS invoice_disposal,
         (SELECT total(a.hours) FROM stage_assignments a INDEXED BY assignments_stage_hours_idx WHERE a.stage_id = s.id AND a.hours > 0) AS hours
  FROM stale_stage_figures st
  CROSS JOIN stages s ON s.id = st.stage_id
  JOIN orders o INDEXED BY orders_analytics_idx ON o.id = s.order_id
  JOIN calculations c INDEXED BY calculations_figures_idx ON c.id = o.calculation_id
  LEFT JOIN invoices i INDEXED BY invoices_analytics_idx ON i.id = max(
         coalesce((SELECT max(si.id) FROM invoices si INDEXED BY invoices_stage_idx WHERE si.stage_id = s.id), 0),
         CASE WHEN o.type_id = ${SITE_SERVICE_TYPE_ID}
              THEN coalesce((SELECT max(oi.id) FROM invoices oi INDEXED BY invoices_service_order_idx WHERE oi.service_order_id = o.id AND oi.stage_id IS NULL), 0)
              ELSE 0 END)
  WHERE s.date IS NOT NULL AND s.completed_time IS NOT NULL AND o.status = 'active'
),
shared AS (
  SELECT b.*,
         CASE WHEN b.invoice_id IS NULL THEN b.total ELSE b.invoice_subtotal END AS gross,
         CASE WHEN b.invoice_id IS NULL THEN coalesce(b.ride_cost, 0) ELSE b.invoice_drive END AS drive,
         CASE WHEN NOT (coalesce(b.discount_percent, 0) > 0 AND b.discount_percent < 100) THEN 0
              WHEN b.invoice_id IS NULL THEN coalesce(b.disposal, 0) ELSE coalesce(b.invoice_disposal, 0) END AS discounted_disposal,
         CASE WHEN b.invoice_id IS NULL AND b.type_id IN (${FLOOR_BASED_TYPE_IDS}) AND b.amount IS NOT NULL
                   AND typeof(b.price_count) IN ('integer', 'real') AND b.price_count > 0 THEN b.amount ELSE 1 END AS num,
         CASE WHEN b.invoice_id IS NULL AND b.type_id IN (${FLOOR_BASED_TYPE_IDS}) AND b.amount IS NOT NULL
                   AND typeof(b.price_count) IN ('integer', 'real') AND b.price_count > 0 THEN b.price_count
              WHEN b.own_invoice THEN 1 ELSE b.parts END AS den
  FROM basis b
),
rounded AS (
  SELECT stage_id, date, client_id, type_id, hours,
         CAST(round((gross * num * 1.0) / den) AS INTEGER) AS gross_share,
         CAST(round((drive * num * 1.0) / den) AS INTEGER) AS drive_share,
         CASE WHEN discounted_disposal = 0 THEN 0
              ELSE CAST(round((discounted_disposal * num * 1.0) / den * discount_percent / (100 - discount_percent)) AS INTEGER) END AS discount_share
  FROM shared
)`;

/** Recomputes the figures of the stale stages that count (the others were deleted before). */
export const INSERT_STAGE_FIGURES_SQL = `WITH ${STALE_COUNTED_STAGES_SQL}
INSERT INTO stage_figures (stage_id, date, client_id, type_id, revenue_rp, drive_rp, discount_rp, hours)
SELECT stage_id, date, client_id, type_id, gross_share - drive_share, drive_share, discount_share, hours FROM rounded`;

/**
 * Each staff member's share of the recomputed stages: revenue in proportion to their hours
 * (unrounded, so the shares of a stage add up to its revenue; rounded once per answer).
 */
export const INSERT_STAFF_FIGURES_SQL = `INSERT INTO staff_stage_figures (user_id, stage_id, date, type_id, hours, revenue_rp, discount_rp, rating)
SELECT a.user_id, f.stage_id, f.date, f.type_id, a.hours, f.revenue_rp * a.hours / f.hours, f.discount_rp * a.hours / f.hours, a.rating
FROM stale_stage_figures st
CROSS JOIN stage_figures f ON f.stage_id = st.stage_id
CROSS JOIN stage_assignments a INDEXED BY assignments_stage_hours_idx ON a.stage_id = f.stage_id AND a.hours > 0`;
