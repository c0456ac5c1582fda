// A staff member's devices for Web Push (decision 024): subscribe (upsert by endpoint, at most
// MAX_DEVICES per person, the oldest dropped; the device is tied to the subscribing sign-in;
// a device another person's open sign-in holds is refused) and unsubscribe (own devices only).
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PUSH_TEXTS, type PushSubscribeBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { pushSubscriptions, sessions } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import { subscribeProblem, type ResolveAll } from './endpoint-guard';

/** Devices one person may have subscribed (phone, tablet, a few browsers). */
const MAX_DEVICES = 10;

/** base64url of an uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret. */
function keysValid(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 0x04 && Buffer.from(auth, 'base64url').length === 16;
}

/** The device belongs to the sign-in that subscribed it: when that ends, the device gets nothing (enqueue-push.ts). */
export async function subscribe(
  db: Db,
  session: { userId: number; sessionId: string },
  body: PushSubscribeBody,
  guard: { allowHttpLoopback: boolean; resolveAll: ResolveAll },
  now: Date,
): Promise<void> {
  const { userId, sessionId } = session;
  const problem = await subscribeProblem(body.endpoint, guard.allowHttpLoopback, guard.resolveAll);
  if (problem) throw badRequest(PUSH_TEXTS[problem]);
  if (!keysValid(body.keys.p256dh, body.keys.auth)) throw badRequest(PUSH_TEXTS.invalidKeys);
  const stamp = now.toISOString();
  await db.transaction(async (tx) => {
    // Count-then-delete of the person's devices must not race between two instances.
    await lockNames(tx, [`push-devices:${userId}`]);
    // The endpoint is the device. While another person's sign-in holds it, it stays theirs (who
    // learnt the endpoint must not take their messages away); once that sign-in has ended
    // (signed out on a shared phone), the next person may subscribe it.
    const [holder] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(and(eq(pushSubscriptions.endpoint, body.endpoint), isNull(sessions.endedAt), gt(sessions.expiresAt, stamp)))
      .limit(1);
    if (holder && holder.userId !== userId) throw conflict(PUSH_TEXTS.otherUsersDevice);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: stamp })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: stamp } });
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
    const surplus = devices.slice(0, Math.max(0, devices.length - MAX_DEVICES)).map((device) => device.id);
    if (surplus.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, surplus));
  });
}

export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
