// A correction of a time entry (issue 32): the entry takes the new time and/or kind, its
// earlier values go to time_entry_corrections with the reason and who corrected. The person
// corrects only their own entries and only while the week is not approved; an admin corrects
// any entry, also in an approved week, and the correction is written to the audit log. The
// whole series must still be in order afterwards (no two starts), else nothing changes.
import { asc, eq } from 'drizzle-orm';
import { seriesError } from '@tragkraft/domain';
import { TIME_TEXTS, type CorrectTimeBody, type TimeEntry } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { timeEntries, timeEntryCorrections } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { assertPlausibleTime, assertWeekOpen, timeLockName } from './record-time';
import { toTap, toTimeEntries } from './time-entries';

export interface Corrector {
  userId: number;
  /** Admins correct anyone's entries, also in approved weeks (audited). */
  admin: boolean;
}

export async function correctTime(tx: Db, by: Corrector, body: CorrectTimeBody, now: Date): Promise<TimeEntry> {
  const [found] = await tx.select().from(timeEntries).where(eq(timeEntries.id, body.entryId)).limit(1);
  if (!found || (!by.admin && found.userId !== by.userId)) throw notFound(TIME_TEXTS.entryNotFound);
  if (body.at === undefined && body.kind === undefined) throw badRequest(TIME_TEXTS.nothingToCorrect);
  await lockNames(tx, [timeLockName(found.userId)]);
  const [entry] = await tx.select().from(timeEntries).where(eq(timeEntries.id, body.entryId)).limit(1);
  const before = entry!;
  const at = body.at === undefined ? before.at : new Date(body.at).toISOString();
  const kind = body.kind ?? before.kind;
  if (at !== before.at) await assertPlausibleTime(tx, before.userId, at, now);
  if (!by.admin) {
    await assertWeekOpen(tx, before.userId, before.at);
    await assertWeekOpen(tx, before.userId, at);
  }
  const series = await tx.select().from(timeEntries).where(eq(timeEntries.userId, before.userId)).orderBy(asc(timeEntries.at), asc(timeEntries.id));
  const refusal = seriesError(series.map((row) => toTap(row.id === before.id ? { ...row, at, kind } : row)));
  if (refusal) throw conflict(refusal);
  await tx.insert(timeEntryCorrections).values({ entryId: before.id, kind: before.kind, at: before.at, reason: body.reason.trim(), correctedByUserId: by.userId });
  const [after] = await tx.update(timeEntries).set({ at, kind }).where(eq(timeEntries.id, before.id)).returning();
  if (by.admin) {
    await recordAudit(tx, {
      userId: by.userId,
      entity: 'user',
      entityId: before.userId,
      action: 'time.correct',
      changes: { entryId: before.id, kind: { from: before.kind, to: kind }, at: { from: before.at, to: at }, reason: body.reason.trim() },
    });
  }
  return (await toTimeEntries(tx, [after!]))[0]!;
}
