// One tap of the "Zeit" screen (issue 32), sent by the phone's outbox. The phone's time is
// kept as it is; the server adds its receipt time and the phone clock's offset. Refused, with
// nothing stored: a time in the future beyond clock skew or before the person existed (400),
// a week already approved, a tap out of order, a clientId sent again with other values (409),
// a stage the person is not on (404). The same clientId with the same values answers the
// stored entry (a resend after a lost answer).
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { FUTURE_SKEW_MINUTES, sequenceError, TIME_SEQUENCE_TEXTS } from '@tragkraft/domain';
import { TIME_TEXTS, type RecordTimeBody, type TimeEntry } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { stageAssignments, timeEntries, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { findApproval, toTimeEntries, weekOfInstant } from './time-entries';

const MS_PER_MINUTE = 60_000;

/** The lock of one person's time: taps and corrections of a person run one after the other. */
export const timeLockName = (userId: number) => `time:${userId}`;

/** Refuses an instant in the future (beyond clock skew) or before the person's account. */
export async function assertPlausibleTime(tx: Db, userId: number, at: string, now: Date): Promise<void> {
  if (Date.parse(at) > now.getTime() + FUTURE_SKEW_MINUTES * MS_PER_MINUTE) throw badRequest(TIME_TEXTS.future);
  const [person] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!person) throw notFound(TIME_TEXTS.personNotFound);
  if (at < person.createdAt) throw badRequest(TIME_TEXTS.beforePerson);
}

export async function assertWeekOpen(tx: Db, userId: number, at: string): Promise<void> {
  if (await findApproval(tx, userId, weekOfInstant(at))) throw conflict(TIME_TEXTS.weekApproved);
}

export async function recordTime(tx: Db, userId: number, body: RecordTimeBody, now: Date): Promise<TimeEntry> {
  await lockNames(tx, [timeLockName(userId)]);
  const at = new Date(body.at).toISOString();
  const stageId = body.stageId ?? null;
  const [same] = await tx.select().from(timeEntries).where(and(eq(timeEntries.userId, userId), eq(timeEntries.clientId, body.clientId))).limit(1);
  if (same) {
    if (same.kind !== body.kind || Date.parse(same.at) !== Date.parse(at) || same.stageId !== stageId) throw conflict(TIME_TEXTS.clientIdReused);
    return (await toTimeEntries(tx, [same]))[0]!;
  }
  await assertPlausibleTime(tx, userId, at, now);
  await assertWeekOpen(tx, userId, at);
  if (stageId !== null) {
    const [assigned] = await tx.select({ stageId: stageAssignments.stageId }).from(stageAssignments).where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, userId))).limit(1);
    if (!assigned) throw notFound(TIME_TEXTS.stageNotFound);
  }
  const [later] = await tx.select({ id: timeEntries.id }).from(timeEntries).where(and(eq(timeEntries.userId, userId), gt(timeEntries.at, at))).limit(1);
  if (later) throw conflict(TIME_SEQUENCE_TEXTS.beforeLast);
  const [last] = await tx.select({ kind: timeEntries.kind }).from(timeEntries).where(and(eq(timeEntries.userId, userId), lte(timeEntries.at, at))).orderBy(desc(timeEntries.at), desc(timeEntries.id)).limit(1);
  const refusal = sequenceError(last?.kind ?? null, body.kind);
  if (refusal) throw conflict(refusal);
  // The phone's clock against ours: its time when sending (or, sent at once, the tap's).
  const phoneClock = Date.parse(body.sentAt ?? at);
  const clockOffsetMinutes = Math.round((phoneClock - now.getTime()) / MS_PER_MINUTE);
  const [row] = await tx.insert(timeEntries).values({ userId, clientId: body.clientId, kind: body.kind, at, stageId, receivedAt: now.toISOString(), clockOffsetMinutes }).returning();
  return (await toTimeEntries(tx, [row!]))[0]!;
}
