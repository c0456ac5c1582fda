// Brings the stored analytics figures up to date: triggers (migration 0003) list every stage a
// write may have changed in `stale_stage_figures`; this recomputes exactly those, in one
// transaction, before an analytics answer reads the figures. Usually that is a handful of
// stages (a report, an invoice); after the migration or a bulk import it is all of them, once.
import { sql } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/open-database';
import { INSERT_STAFF_FIGURES_SQL, INSERT_STAGE_FIGURES_SQL } from './stage-figures-sql';

const STEPS = [
  'DELETE FROM staff_stage_figures WHERE stage_id IN (SELECT stage_id FROM stale_stage_figures)',
  'DELETE FROM stage_figures WHERE stage_id IN (SELECT stage_id FROM stale_stage_figures)',
  INSERT_STAGE_FIGURES_SQL,
  INSERT_STAFF_FIGURES_SQL,
  'DELETE FROM stale_stage_figures',
].map((text) => sql.raw(text));

/** Recomputes the figures of the stale stages (nothing to do: one index probe). */
export async function refreshStageFigures(db: Db): Promise<void> {
  const anyStale = await rawRows(db, sql`SELECT 1 AS stale FROM stale_stage_figures LIMIT 1`);
  if (anyStale.length === 0) return;
  await db.transaction(async (tx) => {
    for (const step of STEPS) await rawRows(tx, step);
  });
}
