// Brings the stored analytics figures up to date: triggers (migration 0003) list every stage a
// write may have changed in `stale_stage_figures`; this recomputes exactly those, in one
// transaction, before an analytics answer reads the figures. Usually that is a handful of
// stages (a report, an invoice); after the migration or a bulk import it is all of them, once.
import type Database from 'better-sqlite3';
import type { Db } from '../../db/open-database';
import { perConnection } from '../../db/per-connection';
import { INSERT_STAFF_FIGURES_SQL, INSERT_STAGE_FIGURES_SQL } from './stage-figures-sql';

function prepareRefresh(sqlite: Database.Database) {
  const anyStale = sqlite.prepare('SELECT 1 FROM stale_stage_figures LIMIT 1').pluck();
  const steps = [
    'DELETE FROM staff_stage_figures WHERE stage_id IN (SELECT stage_id FROM stale_stage_figures)',
    'DELETE FROM stage_figures WHERE stage_id IN (SELECT stage_id FROM stale_stage_figures)',
    INSERT_STAGE_FIGURES_SQL,
    INSERT_STAFF_FIGURES_SQL,
    'DELETE FROM stale_stage_figures',
  ].map((text) => sqlite.prepare(text));
  const recompute = sqlite.transaction(() => {
    for (const step of steps) step.run();
  });
  return () => {
    if (anyStale.get() !== undefined) recompute.immediate();
  };
}

const refresherOf = perConnection((db) => prepareRefresh(db.$client));

/** Recomputes the figures of the stale stages (nothing to do: one index probe). */
export function refreshStageFigures(db: Db): void {
  refresherOf(db)();
}
