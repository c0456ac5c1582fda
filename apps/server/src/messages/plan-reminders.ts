// Writes the day-before reminder row of stages that got or changed their date (decision 025).
// Runs in the transaction of the change. A stage keeps its row while its date stays (a time
// change alone sends no second reminder: the change confirmation tells it). A new date
// replaces the row, so a stage moved after its reminder went out gets one for the new date.
// A date whose reminder time has already passed gets a row marked skipped: no reminder.
import { eq, inArray } from 'drizzle-orm';
import { isValidIsoDate, workingDayBefore, zurichInstant } from '@tragkraft/domain';
import type { Db } from '../db/open-database';
import { stageReminders } from '../db/schema';
import { reminderHour } from './notification-settings';

export interface DatedStage {
  id: number;
  date: string | null;
}

/** The instant the reminder of a stage on `date` is due: the working day before, at `hour` Zurich time. */
export function reminderDue(date: string, hour: number): { remindOn: string; dueAt: Date } {
  const remindOn = workingDayBefore(date);
  return { remindOn, dueAt: zurichInstant(remindOn, `${String(hour).padStart(2, '0')}:00`) };
}

/**
 * Sets the rows of `changed` stages. `onlyNew`: the sweep's mode, which adds rows for stages
 * that have none and never touches an existing one.
 */
export async function planReminders(tx: Db, changed: DatedStage[], now: Date, onlyNew = false): Promise<void> {
  if (changed.length === 0) return;
  const hour = await reminderHour(tx);
  const existing = await tx.select().from(stageReminders).where(inArray(stageReminders.stageId, changed.map((s) => s.id)));
  const rows = new Map(existing.map((row) => [row.stageId, row]));
  for (const stage of changed) {
    const row = rows.get(stage.id);
    if (!stage.date || !isValidIsoDate(stage.date)) {
      if (row && !onlyNew) await tx.delete(stageReminders).where(eq(stageReminders.stageId, stage.id));
      continue;
    }
    if (row && (onlyNew || row.stageDate === stage.date)) continue;
    const { remindOn, dueAt } = reminderDue(stage.date, hour);
    const late = dueAt.getTime() <= now.getTime();
    const values = { stageDate: stage.date, remindOn, sentAt: late ? now.toISOString() : null, skipped: late };
    const insert = tx.insert(stageReminders).values({ stageId: stage.id, ...values });
    // The sweep of two instances may add the same stage at once: the first row stays.
    await (onlyNew ? insert.onConflictDoNothing() : insert.onConflictDoUpdate({ target: stageReminders.stageId, set: values }));
  }
}
