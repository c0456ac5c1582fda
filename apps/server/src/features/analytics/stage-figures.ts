// Brings the stored analytics figures up to date: triggers (SQLite migration 0003, PostgreSQL
// migration 0001) list every stage a write may have changed in `stale_stage_figures`; this
// recomputes exactly those, in one transaction, before an analytics answer reads the figures.
// Usually that is a handful of stages (a report, an invoice); after the migration or a bulk
// import it is all of them, once.
//
// The transaction first claims the stale stages (DELETE … RETURNING) and then recomputes only
// those. On PostgreSQL two instances may refresh at once: a second claim waits for the first
// transaction's deleted rows and then skips them, so no stage is computed twice; a write that
// marks a claimed stage stale again waits for the claim to commit (the key is taken) and lists
// it anew, for the next refresh. Deleting "every stale row" at the end instead would drop the
// marks that other transactions committed in the meantime.
import { sql } from 'drizzle-orm';
import { idsOfJsonArray } from '../../db/dialect-sql';
import { rawRows, type Db } from '../../db/open-database';
import { insertStaffFigures, insertStageFigures } from './stage-figures-sql';

/** Recomputes the figures of the stale stages (nothing to do: one index probe). */
export async function refreshStageFigures(db: Db): Promise<void> {
  const anyStale = await rawRows(db, sql`SELECT 1 AS stale FROM stale_stage_figures LIMIT 1`);
  if (anyStale.length === 0) return;
  await db.transaction(async (tx) => {
    const claimed = await rawRows<{ stage_id: number }>(tx, sql`DELETE FROM stale_stage_figures RETURNING stage_id`);
    if (claimed.length === 0) return;
    const stageIds = JSON.stringify(claimed.map((row) => row.stage_id));
    await rawRows(tx, sql`DELETE FROM staff_stage_figures WHERE stage_id IN ${idsOfJsonArray(stageIds)}`);
    await rawRows(tx, sql`DELETE FROM stage_figures WHERE stage_id IN ${idsOfJsonArray(stageIds)}`);
    await rawRows(tx, insertStageFigures(stageIds));
    await rawRows(tx, insertStaffFigures(stageIds));
  });
}
