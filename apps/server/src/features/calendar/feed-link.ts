// The feed's secret and its row (decision 018). The database keeps only the SHA-256 of the
// secret. The answer to GET /api/me/calendar must still show the URL again, so the secret is
// not stored anywhere: it is derived, HMAC-SHA256 under a key from the server's JWT secret
// over the user id and the row's created_at. Without the server key the row says nothing about
// the URL; a new link gets a new created_at and so a new secret and hash.
import { createHash, createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { STAFF } from '@tragkraft/domain';
import { calendarEndpoints, urlOf } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { calendarFeeds, users } from '../../db/schema';

export interface FeedKeys {
  /** HMAC key of the secrets, derived from the JWT secret. */
  key: Buffer;
  publicUrl: string;
}

export function feedKeys(jwtSecret: string, publicUrl: string): FeedKeys {
  return { key: createHmac('sha256', jwtSecret).update('calendar-feed-key').digest(), publicUrl };
}

/** 256 bits, base64url (43 characters). */
function secretOf(keys: FeedKeys, userId: number, createdAt: string): string {
  return createHmac('sha256', keys.key).update(`calendar-feed:${userId}:${createdAt}`).digest('base64url');
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function feedUrl(keys: FeedKeys, secret: string): string {
  return keys.publicUrl + urlOf(calendarEndpoints.feed, { file: `${secret}.ics` });
}

/** The caller's feed URL; the feed is made on the first call. */
export async function ownFeedUrl(db: Db, keys: FeedKeys, userId: number, now: Date): Promise<string> {
  const [stored] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  if (stored) return feedUrl(keys, secretOf(keys, userId, stored.createdAt));
  const createdAt = now.toISOString();
  const secret = secretOf(keys, userId, createdAt);
  // Two first calls at once: the second insert does nothing and both answer the stored row.
  await db.insert(calendarFeeds).values({ userId, secretHash: hashSecret(secret), createdAt }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return feedUrl(keys, secretOf(keys, userId, row!.createdAt));
}

/** "Neuen Link erstellen": a new secret replaces the old one, whose URL answers 404 from now on. */
export async function renewFeedUrl(db: Db, keys: FeedKeys, userId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    // A second renewal (another instance) waits, then reads this one's created_at.
    await lockNames(tx, [`calendar-feed:${userId}`]);
    const [stored] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    // Two renewals in one millisecond must still give two secrets.
    const at = stored && Date.parse(stored.createdAt) >= now.getTime() ? new Date(Date.parse(stored.createdAt) + 1) : now;
    const createdAt = at.toISOString();
    const secret = secretOf(keys, userId, createdAt);
    await tx
      .insert(calendarFeeds)
      .values({ userId, secretHash: hashSecret(secret), createdAt })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash: hashSecret(secret), createdAt } });
    return feedUrl(keys, secret);
  });
}

/**
 * The link stops working; the next request for it makes a new one. A password change, a
 * reset and "Auf allen Geräten abmelden" call it (issue 29): who copied the link from a lost
 * phone must not keep reading the calendar. Can join the caller's transaction.
 */
export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The staff member a secret belongs to: only an active, not deleted staff account. */
export async function feedOwner(db: Db, secret: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: users.id, role: users.role, inactive: users.inactive })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secretHash, hashSecret(secret)), isNull(users.deletedAt)))
    .limit(1);
  if (!row || row.inactive || !STAFF.includes(row.role)) return null;
  return row.userId;
}
