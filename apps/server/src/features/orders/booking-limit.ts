// The per-client limit of open booked days (issue 14 item 5, decision 012): a client company
// may hold at most Limits.openBookedDaysPerClient dated stages from today on in its active
// orders, so one login cannot book out the shared calendar. Each dated stage counts (two
// stages on one day take two of that day's slots). Admins ordering or editing on a client's
// behalf are not limited; a client's edit is refused only when it adds booked days.
import { and, count, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/** Dated stages from `today` on in the client's active orders (optionally without one order). */
export async function openStagesOf(db: Db, clientId: number, today: string, excludeOrderId?: number): Promise<number> {
  const conditions = [eq(orders.clientId, clientId), eq(orders.status, 'active'), isNotNull(stages.date), gte(stages.date, today)];
  if (excludeOrderId !== undefined) conditions.push(ne(orders.id, excludeOrderId));
  const [row] = await db.select({ n: count() }).from(stages).innerJoin(orders, eq(orders.id, stages.orderId)).where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * The lock name of a client's open booked days: taken (lockNames) in the ordering transaction
 * before checkBookingLimit counts, so two instances cannot both pass the limit with the last
 * free day.
 */
export const bookingLimitLockName = (clientId: number) => `booking-limit:${clientId}`;

const bookingLimitText = (limit: number) =>
  `Ihre Firma hat bereits die höchstens ${limit} gebuchten Einsatztage in offenen Aufträgen. Für weitere Termine kontaktieren Sie uns bitte.`;

/**
 * Refuses (400 bookingLimit) when the client's open booked days with `newDates` (the dated
 * stages the change leaves in this order) go over the limit and above what they were before.
 */
export async function checkBookingLimit(
  db: Db,
  args: { clientId: number; today: string; newDates: readonly (string | null)[]; beforeDates?: readonly (string | null)[]; excludeOrderId?: number; limit: number },
): Promise<void> {
  const others = await openStagesOf(db, args.clientId, args.today, args.excludeOrderId);
  const future = (dates: readonly (string | null)[]) => dates.filter((d): d is string => d !== null && d >= args.today).length;
  const after = others + future(args.newDates);
  const before = others + future(args.beforeDates ?? []);
  if (after > args.limit && after > before) throw new AppError(400, 'bookingLimit', bookingLimitText(args.limit));
}
