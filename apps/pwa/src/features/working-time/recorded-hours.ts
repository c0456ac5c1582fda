// The hours recorded at a stage on its day, per person: what the report's hours field
// proposes (issue 32). Loaded only when a report form shows, so the field bundle pays nothing.
// Online the server's figures for the whole crew; the own figure is computed on the phone
// from the stored week and the taps still in the outbox, so it is there offline too and
// counts taps not yet sent.
import { isoWeekKey, minutesToHours, stageMinutes, workdays, type IsoDate } from '@tragkraft/domain';
import { fieldDb } from '../../offline/field-db';
import { readCachedWeek } from '../../offline/time-week-cache';
import { loadStageHours } from './time-api';
import { countedTaps, weekTaps } from './time-taps';

async function ownRecordedHours(userId: number, stageId: number, date: IsoDate): Promise<{ hours: number; unsent: boolean }> {
  const weekKey = isoWeekKey(date);
  const cached = await readCachedWeek(fieldDb, userId, weekKey);
  const items = await fieldDb.outbox.where('userId').equals(userId).toArray();
  const taps = weekTaps(weekKey, cached?.week, items);
  const minutes = stageMinutes(workdays(countedTaps(taps)), stageId);
  return { hours: minutesToHours(minutes), unsent: taps.some((tap) => tap.state === 'waiting') };
}

/** Recorded hours by user id (only people with recorded time at the stage). */
export async function recordedHours(userId: number, stageId: number, date: IsoDate | null): Promise<Map<number, number>> {
  const hours = new Map<number, number>();
  try {
    for (const person of (await loadStageHours(stageId)).hours) if (person.recordedHours > 0) hours.set(person.userId, person.recordedHours);
  } catch {
    // Offline or refused: the phone's own figure below.
  }
  if (date) {
    const own = await ownRecordedHours(userId, stageId, date);
    if (own.hours > 0 && (own.unsent || !hours.has(userId))) hours.set(userId, own.hours);
  }
  return hours;
}
