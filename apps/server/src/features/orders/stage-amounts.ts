// The priced unit count of an order's stages and the 08:00 default start (decision 012).
// Floor-based services bill their stages by units of the offer's count; labs by trucks.
// Facade lift and site service are billed by days and hours: no count.
import { eq } from 'drizzle-orm';
import { serviceByTypeId, settleStageAmounts, timeOrDefault, type Message } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { calculations } from '../../db/schema';

const wholeOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** Units the calculation priced for the stages to share, or null for day- and hour-based services. */
export function pricedUnitCount(typeId: number, price: unknown): number | null {
  const p = (price ?? {}) as { count?: unknown; truckCount?: unknown };
  const service = serviceByTypeId(typeId);
  if (service?.floorBased) return wholeOrNull(p.count);
  if (service?.key === 'labs') return wholeOrNull(p.truckCount);
  return null;
}

/** The priced unit count of a stored order's calculation. */
export async function pricedUnitCountOfOrder(db: Pick<Db, 'select'>, order: { typeId: number; calculationId: number }): Promise<number | null> {
  const [calc] = await db.select({ price: calculations.price }).from(calculations).where(eq(calculations.id, order.calculationId)).limit(1);
  return calc ? pricedUnitCount(order.typeId, calc.price) : null;
}

/** Stage amounts settled against the count: blanks filled, or the messages why they cannot be. */
export function settleAmounts<S extends { amount: number | null }>(stages: S[], pricedCount: number | null): { stages: S[]; errors: Message[] } {
  const { amounts, errors } = settleStageAmounts(stages.map((s) => s.amount), pricedCount);
  return { stages: stages.map((stage, i) => ({ ...stage, amount: amounts[i] ?? null })), errors };
}

/** The spec: a missing time is 08:00. A stage without a date keeps no time. */
export const startTime = (date: string | null, time: string | null): string | null => (date ? timeOrDefault(time) : time);
