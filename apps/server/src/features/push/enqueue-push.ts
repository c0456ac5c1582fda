// Puts push messages into the durable queue (decision 024), inside the transaction of the change
// they report: the message exists exactly when the change does. One row per (message, device):
// each device's delivery is retried on its own, and a device never gets a message twice.
// The text is built now, from the stage as the transaction sees it, so a later change or a
// removed stage does not alter what this message says.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { zurichToday } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { clients, orders, pushQueue, pushSubscriptions, sessions, stageAssignments, stages, users } from '../../db/schema';
import { PUSH_SWITCH_OF, pushMessage, type PushFacts, type PushKind } from './push-messages';
import { notificationEnabled } from '../../messages/notification-settings';

/** What happened to a stage, and to whom it is told. */
export type StagePushEvent =
  /** An admin put these people on the stage, or took them off (also: the stage was removed). */
  | { kind: 'assigned' | 'unassigned'; stageId: number; userIds: number[] }
  /** The stage's date or time changed (admin or client): told to its team. */
  | { kind: 'moved'; stageId: number; previous: { date: string | null; time: string | null } }
  /** The order was cancelled: told to the stage's team. */
  | { kind: 'cancelled'; stageId: number };

let workWaiting = false;

/** Whether something was queued since the last call (the queue's after-response hook asks). */
export function takeWorkWaiting(): boolean {
  const waiting = workWaiting;
  workWaiting = false;
  return waiting;
}

async function stageFacts(tx: Db, stageId: number): Promise<PushFacts | null> {
  const [row] = await tx
    .select({ date: stages.date, time: stages.time, typeId: orders.typeId, clientName: clients.company })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(stages.id, stageId))
    .limit(1);
  return row ? { stageId, ...row } : null;
}

/** The stage's team minus those who declined (they are no longer part of it). */
async function teamOf(tx: Db, stageId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: stageAssignments.userId })
    .from(stageAssignments)
    .where(and(eq(stageAssignments.stageId, stageId), or(isNull(stageAssignments.confirmation), ne(stageAssignments.confirmation, false))));
  return rows.map((row) => row.userId);
}

/**
 * Queues one message per device of each person; `key` makes it unique (a random id for changes,
 * stage and person for the reminder: queued once, whoever runs the sweep). Returns the rows added.
 */
export async function enqueueForUsers(tx: Db, kind: PushKind, facts: PushFacts, userIds: number[], key: (userId: number) => string): Promise<number> {
  if (userIds.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    // Only devices whose sign-in is still open: a phone signed out (or everywhere) gets nothing,
    // so the next person on a shared phone does not read the last one's assignments.
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        inArray(pushSubscriptions.userId, userIds),
        isNull(users.deletedAt),
        eq(users.inactive, false),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date().toISOString()),
      ),
    );
  if (devices.length === 0) return 0;
  const payload = pushMessage(kind, facts);
  // Due at once, by the real clock the queue runs on.
  const added = await tx
    .insert(pushQueue)
    .values(devices.map((device) => ({ subscriptionId: device.id, userId: device.userId, kind, payload, dedupeKey: `${key(device.userId)}#${device.id}`, nextAttemptAt: new Date().toISOString() })))
    .onConflictDoNothing()
    .returning({ id: pushQueue.id });
  if (added.length > 0) workWaiting = true;
  return added.length;
}

/** Call inside the change's transaction (after the change); the messages go out after commit. */
export async function enqueueStagePush(tx: Db, event: StagePushEvent, now = new Date()): Promise<void> {
  if (!(await notificationEnabled(tx, PUSH_SWITCH_OF[event.kind]))) return;
  const facts = await stageFacts(tx, event.stageId);
  if (!facts) return;
  let userIds: number[];
  if (event.kind === 'assigned' || event.kind === 'unassigned') userIds = event.userIds;
  else {
    // A stage already past is history: moving or cancelling it tells nobody anything.
    const today = zurichToday(now);
    const stillAhead = (date: string | null) => date === null || date >= today;
    if (event.kind === 'moved' && !stillAhead(facts.date) && !stillAhead(event.previous.date)) return;
    if (event.kind === 'cancelled' && !stillAhead(facts.date)) return;
    if (event.kind === 'moved') facts.previous = event.previous;
    userIds = await teamOf(tx, event.stageId);
  }
  const message = randomUUID();
  await enqueueForUsers(tx, event.kind, facts, userIds, (userId) => `${event.kind}:${event.stageId}:${userId}:${message}`);
}
