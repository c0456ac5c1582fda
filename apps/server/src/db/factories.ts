// Test-data factories shared by the demo seed, route tests and e2e: one place that knows
// how a valid client, user, order or stage looks.
import type { Role } from '@tragkraft/domain';
import { hashPassword } from '../features/auth/password-hash';
import type { Db } from './open-database';
import { calculations, clientServiceSettings, clients, orders, stageAssignments, stages, users } from './schema';

type NewClient = typeof clients.$inferInsert;
type NewUser = typeof users.$inferInsert;
type NewOrder = typeof orders.$inferInsert;
type NewStage = typeof stages.$inferInsert;

const ALL_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

export function seedClient(
  db: Db,
  values: Partial<NewClient> & { company: string },
  settings: { typeId: number; serviceEnabled?: boolean; discountPercent?: number }[] = [],
) {
  const client = db.insert(clients).values({ address: '', invoiceEmail: '', ...values }).returning().get();
  for (const typeId of ALL_TYPE_IDS) {
    const own = settings.find((s) => s.typeId === typeId);
    db.insert(clientServiceSettings)
      .values({ clientId: client.id, typeId, serviceEnabled: own?.serviceEnabled ?? true, discountPercent: own?.discountPercent ?? 0 })
      .run();
  }
  return client;
}

export async function seedUser(
  db: Db,
  values: Partial<NewUser> & { email: string; role: Role },
  password: string | null = 'demo1234',
) {
  const passwordHash = password === null ? null : await hashPassword(password);
  return db.insert(users).values({ firstName: '', lastName: '', ...values, passwordHash }).returning().get();
}

export interface SeedOrderInput {
  clientId: number;
  userId: number;
  typeId: number;
  orderAddress: string;
  params?: unknown;
  price?: { total: number } & Record<string, unknown>;
  order?: Partial<NewOrder>;
  stages: Omit<NewStage, 'orderId' | 'stageNumber'>[];
}

/** A calculation, the order placed from it and its stages (numbered 1..n). */
export function seedOrder(db: Db, input: SeedOrderInput) {
  const price = input.price ?? { total: 0 };
  const calculation = db
    .insert(calculations)
    .values({
      clientId: input.clientId,
      userId: input.userId,
      typeId: input.typeId,
      params: input.params ?? {},
      price,
      totalRp: price.total,
      orderAddress: input.orderAddress,
    })
    .returning()
    .get();
  const order = db
    .insert(orders)
    .values({
      calculationId: calculation.id,
      clientId: input.clientId,
      userId: input.userId,
      typeId: input.typeId,
      orderAddress: input.orderAddress,
      stagesCount: input.stages.length,
      ...input.order,
    })
    .returning()
    .get();
  const orderStages = input.stages.map((stage, index) =>
    db.insert(stages).values({ ...stage, orderId: order.id, stageNumber: index + 1 }).returning().get(),
  );
  return { calculation, order, stages: orderStages };
}

export function seedAssignment(
  db: Db,
  values: { stageId: number; userId: number; confirmation?: boolean | null; hours?: number | null; rating?: number | null; comment?: string | null },
) {
  return db.insert(stageAssignments).values(values).returning().get();
}
