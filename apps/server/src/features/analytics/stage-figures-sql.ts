// The revenue rule of analytics, in SQL: each counted stage's revenue parts and hours, and
// each staff member's share of them, for the stages a refresh claimed from
// `stale_stage_figures`. The rule is the profitability export's
// (features/profitability/profitability-rows.ts, stageRevenue), written once in SQL; a test
// checks that both agree. Definitions: decision 009.
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
// The claimed stale stages (stage-figures.ts) drive every statement: their ids arrive as one
// JSON array parameter, and each statement reads the listed stages by primary key. On SQLite,
// CROSS JOIN fixes the join order of the staff statement (without statistics SQLite might
// scan first) and the INDEXED BY clauses name covering indexes of db/schema, so each stage
// costs a few index seeks and no JSON parsing (the calculation figures come from an index on
// json_extract expressions); preparing fails if one is missing. PostgreSQL plans by itself;
// the fragments that differ are in db/dialect-sql.ts. Order-wide invoices exist only for site
// service (decision 008).
import { sql, type SQL } from 'drizzle-orm';
import { SERVICES, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { greatestOf, idsOfJsonArray, indexedBy, joinInThisOrder, jsonNumber, roundToInteger, totalOf } from '../../db/dialect-sql';

/** The floor-based services, priced per piece: their stages share by the counted pieces. */
const FLOOR_BASED_TYPE_IDS = sql.raw(SERVICES.filter((service) => service.floorBased).map((service) => service.typeId).join(', '));

const price = sql.raw('c.price');

/** Each listed stage that counts, with its revenue parts rounded to the Rappen. */
const countedStages = (stageIds: SQL) => sql`
basis AS (
  SELECT s.id AS stage_id, s.date AS date, s.amount AS amount,
         o.client_id AS client_id, o.type_id AS type_id, ${greatestOf(sql`1`, sql`o.stages_count`)} AS parts,
         c.total_rp AS total,
         ${jsonNumber(price, 'rideCost')} AS ride_cost,
         ${jsonNumber(price, 'disposal')} AS disposal,
         ${jsonNumber(price, 'discountPercent')} AS discount_percent,
         ${jsonNumber(price, 'count')} AS price_count,
         i.id AS invoice_id, i.stage_id = s.id AS own_invoice, i.subtotal_rp AS invoice_subtotal,
         CASE WHEN i.id IS NOT NULL
              THEN (SELECT ${totalOf(sql`l.total_rp`)} FROM invoice_lines l ${indexedBy('invoice_lines_type_idx')} WHERE l.invoice_id = i.id AND l.type = 'drive') END AS invoice_drive,
         CASE WHEN i.id IS NOT NULL
              THEN (SELECT ${totalOf(sql`l.total_rp`)} FROM invoice_lines l ${indexedBy('invoice_lines_type_idx')} WHERE l.invoice_id = i.id AND l.type = 'dispose') END AS invoice_disposal,
         (SELECT ${totalOf(sql`a.hours`)} FROM stage_assignments a ${indexedBy('assignments_stage_hours_idx')} WHERE a.stage_id = s.id AND a.hours > 0) AS hours
  FROM stages s
  JOIN orders o ${indexedBy('orders_analytics_idx')} ON o.id = s.order_id
  JOIN calculations c ${indexedBy('calculations_figures_idx')} ON c.id = o.calculation_id
  LEFT JOIN invoices i ${indexedBy('invoices_analytics_idx')} ON i.id = ${greatestOf(
    sql`coalesce((SELECT max(si.id) FROM invoices si ${indexedBy('invoices_stage_idx')} WHERE si.stage_id = s.id), 0)`,
    sql`CASE WHEN o.type_id = ${sql.raw(String(SITE_SERVICE_TYPE_ID))}
              THEN coalesce((SELECT max(oi.id) FROM invoices oi ${indexedBy('invoices_service_order_idx')} WHERE oi.service_order_id = o.id AND oi.stage_id IS NULL), 0)
              ELSE 0 END`,
  )}
  WHERE s.id IN ${stageIds} AND s.date IS NOT NULL AND s.completed_time IS NOT NULL AND o.status = 'active'
),
shared AS (
  SELECT b.*,
         CASE WHEN b.invoice_id IS NULL THEN b.total ELSE b.invoice_subtotal END AS gross,
         CASE WHEN b.invoice_id IS NULL THEN coalesce(b.ride_cost, 0) ELSE b.invoice_drive END AS drive,
         CASE WHEN NOT (coalesce(b.discount_percent, 0) > 0 AND b.discount_percent < 100) THEN 0
              WHEN b.invoice_id IS NULL THEN coalesce(b.disposal, 0) ELSE coalesce(b.invoice_disposal, 0) END AS discounted_disposal,
         CASE WHEN b.invoice_id IS NULL AND b.type_id IN (${FLOOR_BASED_TYPE_IDS}) AND b.amount IS NOT NULL
                   AND b.price_count > 0 THEN b.amount ELSE 1 END AS num,
         CASE WHEN b.invoice_id IS NULL AND b.type_id IN (${FLOOR_BASED_TYPE_IDS}) AND b.amount IS NOT NULL
                   AND b.price_count > 0 THEN b.price_count
              WHEN b.own_invoice THEN 1 ELSE b.parts END AS den
  FROM basis b
),
rounded AS (
  SELECT stage_id, date, client_id, type_id, hours,
         ${roundToInteger(sql`(gross * num * 1.0) / den`)} AS gross_share,
         ${roundToInteger(sql`(drive * num * 1.0) / den`)} AS drive_share,
         CASE WHEN discounted_disposal = 0 THEN 0
              ELSE ${roundToInteger(sql`(discounted_disposal * num * 1.0) / den * discount_percent / (100 - discount_percent)`)} END AS discount_share
  FROM shared
)`;

/**
 * Recomputes the figures of the listed stages that count (`stageIdsJson`: a JSON array of ids;
 * the stages' old figures were deleted before).
 */
export function insertStageFigures(stageIdsJson: string): SQL {
  return sql`WITH ${countedStages(idsOfJsonArray(stageIdsJson))}
INSERT INTO stage_figures (stage_id, date, client_id, type_id, revenue_rp, drive_rp, discount_rp, hours)
SELECT stage_id, date, client_id, type_id, gross_share - drive_share, drive_share, discount_share, hours FROM rounded`;
}

/**
 * Each staff member's share of the recomputed stages: revenue in proportion to their hours
 * (unrounded, so the shares of a stage add up to its revenue; rounded once per answer).
 */
export function insertStaffFigures(stageIdsJson: string): SQL {
  return sql`INSERT INTO staff_stage_figures (user_id, stage_id, date, type_id, hours, revenue_rp, discount_rp, rating)
SELECT a.user_id, f.stage_id, f.date, f.type_id, a.hours, f.revenue_rp * a.hours / f.hours, f.discount_rp * a.hours / f.hours, a.rating
FROM stage_figures f
${joinInThisOrder()} stage_assignments a ${indexedBy('assignments_stage_hours_idx')} ON a.stage_id = f.stage_id AND a.hours > 0
WHERE f.stage_id IN ${idsOfJsonArray(stageIdsJson)}`;
}
