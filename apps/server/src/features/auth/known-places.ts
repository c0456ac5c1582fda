// Where an account signed in successfully before (issue 29 item 11): a correct password from
// such a place is not held back by the limits of the whole address, so one person spraying
// made-up e-mails behind an office NAT does not lock out everybody who works there. The place
// is a keyed hash of the address (IPv6 by /64): the table holds no readable addresses.
import { createHmac } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { signInPlaces } from '../../db/schema';
import { addressGroup } from '../../limits/address-group';

/** A place is remembered this long after its latest successful sign-in. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

export function placeOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`sign-in-place|${addressGroup(address)}`).digest('base64url');
}

export async function isKnownPlace(db: Db, userId: number, place: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInPlaces.userId })
    .from(signInPlaces)
    .where(and(eq(signInPlaces.userId, userId), eq(signInPlaces.place, place), gt(signInPlaces.lastAt, now - KNOWN_FOR_MS)))
    .limit(1);
  return row !== undefined;
}

export async function rememberPlace(db: Db, userId: number, place: string, now: number): Promise<void> {
  // Places not renewed for the whole time are of no use; a sign-in is a cheap moment to drop them.
  await db.delete(signInPlaces).where(lt(signInPlaces.lastAt, now - KNOWN_FOR_MS));
  await db
    .insert(signInPlaces)
    .values({ userId, place, lastAt: now })
    .onConflictDoUpdate({ target: [signInPlaces.userId, signInPlaces.place], set: { lastAt: now } });
}
