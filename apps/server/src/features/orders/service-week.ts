// Site service (type 8): one order per calendar week and object. The object is the order
// address, compared without case and extra white space.
import { and, eq, ne } from 'drizzle-orm';
import { serviceWeekKey, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { orders } from '../../db/schema';
import { stagesOf } from './ownership';

export function sameObject(a: string, b: string): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** Week keys of the company's other active site-service orders at the same object. */
export async function takenServiceWeeks(db: Pick<Db, 'select'>, clientId: number, orderAddress: string, excludeOrderId?: number): Promise<string[]> {
  const conditions = [eq(orders.clientId, clientId), eq(orders.typeId, SITE_SERVICE_TYPE_ID), eq(orders.status, 'active')];
  if (excludeOrderId !== undefined) conditions.push(ne(orders.id, excludeOrderId));
  const sameSite = (await db.select({ id: orders.id, orderAddress: orders.orderAddress }).from(orders).where(and(...conditions))).filter((order) =>
    sameObject(order.orderAddress, orderAddress),
  );
  const keys: string[] = [];
  for (const order of sameSite) {
    const key = serviceWeekKey((await stagesOf(db, order.id)).map((s) => ({ date: s.date, time: s.time, hours: s.hours })));
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * The lock name of a company's site-service weeks: taken (lockNames) in the ordering
 * transaction before takenServiceWeeks, so two instances cannot both book the same week and
 * object. Per company, not per object: objects are compared loosely (sameObject).
 */
export const serviceWeekLockName = (clientId: number) => `service-week:${clientId}`;
