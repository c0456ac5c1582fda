// Dunning fees received in a period (issue 28): fee income, apart from the revenue of the
// stages. A fee counts on the day its payment was booked (value date for older rows), like the
// accounting export; a payment the bank reversed counts no more.
import { and, eq, gte, lte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { paymentAllocations, payments } from '../../db/schema';
import type { FiguresParams } from './analytics-statements';

export async function dunningFeesIn(db: Db, period: Pick<FiguresParams, 'start' | 'end'>): Promise<number> {
  const day = sql<string>`coalesce(nullif(${payments.bookingDate}, ''), ${payments.valueDate})`;
  const [row] = await db
    .select({ fees: sum(paymentAllocations.feeRp) })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(ne(payments.status, 'reversed'), gte(day, period.start), lte(day, period.end)));
  return Number(row?.fees ?? 0);
}
