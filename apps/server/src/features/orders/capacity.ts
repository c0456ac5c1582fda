// Daily capacity: how many stages of one service family fit on one calendar day. A day is
// fully booked when the stages of active orders on it reach the family's capacity.
// Cancelled orders do not count. Numbers are defaults (decision 004); the route plugin
// takes overrides.
import { serviceByTypeId, SERVICES } from '@tragkraft/domain';
import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';

export type CapacityFamily = 'floor' | 'facadeLift' | 'labs' | 'service';
export type DailyCapacity = Record<CapacityFamily, number>;

/** Floor-based services (kitchen, washing, doors, cupboards, kitchen cover) share one crew pool. */
export const FLOOR_STAGES_PER_DAY = 6;
/** Facade lifts that can be set up on one day. */
const FACADE_LIFTS_PER_DAY = 2;
/** Laboratory truck unloadings per day. */
const LAB_UNLOADINGS_PER_DAY = 3;
/** Site-service crews per day. */
export const SERVICE_CREWS_PER_DAY = 4;

export const DEFAULT_DAILY_CAPACITY: DailyCapacity = {
  floor: FLOOR_STAGES_PER_DAY,
  facadeLift: FACADE_LIFTS_PER_DAY,
  labs: LAB_UNLOADINGS_PER_DAY,
  service: SERVICE_CREWS_PER_DAY,
};

/** The family of a service: the floor-based services share one, each other service has its own. */
export function familyOf(typeId: number): CapacityFamily {
  const service = serviceByTypeId(typeId);
  return !service || service.floorBased ? 'floor' : service.key;
}

/** The type ids of each family, from domain's service table. */
const FAMILY_TYPE_IDS: Record<CapacityFamily, number[]> = {
  floor: typeIdsOf('floor'),
  facadeLift: typeIdsOf('facadeLift'),
  labs: typeIdsOf('labs'),
  service: typeIdsOf('service'),
};

function typeIdsOf(family: CapacityFamily): number[] {
  return SERVICES.filter((service) => familyOf(service.typeId) === family).map((service) => service.typeId);
}

/** Stages of active orders of a family per day, optionally leaving one order out. */
async function stagesPerDay(db: Db, family: CapacityFamily, where: { dates?: string[]; from?: string; excludeOrderId?: number }) {
  const conditions = [eq(orders.status, 'active'), inArray(orders.typeId, FAMILY_TYPE_IDS[family])];
  if (where.dates) conditions.push(inArray(stages.date, where.dates));
  if (where.from) conditions.push(gte(stages.date, where.from));
  if (where.excludeOrderId !== undefined) conditions.push(ne(orders.id, where.excludeOrderId));
  return db
    .select({ date: stages.date, n: count() })
    .from(stages)
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(...conditions))
    .groupBy(stages.date);
}

/** Days from `from` on whose stages of the family reach its capacity, ascending. */
export async function fullyBookedDays(db: Db, family: CapacityFamily, from: string, capacity: DailyCapacity): Promise<string[]> {
  return (await stagesPerDay(db, family, { from }))
    .filter((row) => row.date !== null && row.n >= capacity[family])
    .map((row) => row.date as string)
    .sort();
}

/**
 * The lock names of each (family, day) an order puts stages on. Locked (lockNames) in the
 * ordering transaction before overbookedDays counts, a second instance ordering the same
 * family and day waits until this transaction ends, then counts this order's stages too.
 * Pass them with the transaction's other names in ONE lockNames call (sorted: no deadlock).
 */
export function capacityLockNames(typeId: number, days: readonly (string | null)[]): string[] {
  const family = familyOf(typeId);
  return days.filter((day): day is string => day !== null).map((day) => `capacity:${family}:${day}`);
}

/**
 * The days among `wanted` (one entry per new stage on that day) that would go over the
 * capacity of the type's family. `excludeOrderId` leaves out the order being edited, whose
 * stages are then all in `wanted`.
 */
export async function overbookedDays(
  db: Db,
  typeId: number,
  wanted: readonly string[],
  capacity: DailyCapacity,
  excludeOrderId?: number,
): Promise<string[]> {
  if (wanted.length === 0) return [];
  const family = familyOf(typeId);
  const unique = [...new Set(wanted)];
  const existing = new Map((await stagesPerDay(db, family, { dates: unique, excludeOrderId })).map((row) => [row.date, row.n]));
  return unique
    .filter((day) => (existing.get(day) ?? 0) + wanted.filter((w) => w === day).length > capacity[family])
    .sort();
}
