// Test-data factories shared by the demo seed, route tests and e2e: one place that knows
// how a valid client, user, order or stage looks.
import type { Role } from '@tragkraft/domain';
import { hashPassword } from '../security/password-hash';
import type { Db } from './open-database';
import { calculations, clientServiceSettings, clients, orders, stageAssignments, stages, users } from './schema';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { images } from './schema';
import { calculatePrice, invoiceTotals, serviceByKey, SERVICES, type CalculationInputs, type InvoiceLine, type ServiceKey } from '@tragkraft/domain';
import { loadClientPricing } from './client-pricing';
import { invoiceLines, invoices, paymentAllocations, payments } from './schema';

type NewClient = typeof clients.$inferInsert;
type NewUser = typeof users.$inferInsert;
type NewOrder = typeof orders.$inferInsert;
type NewStage = typeof stages.$inferInsert;

const ALL_TYPE_IDS = SERVICES.map((service) => service.typeId);

export async function seedClient(
  db: Db,
  values: Partial<NewClient> & { company: string },
  settings: { typeId: number; serviceEnabled?: boolean; discountPercent?: number }[] = [],
) {
  const [client] = await db.insert(clients).values({ address: '', invoiceEmail: '', ...values }).returning();
  for (const typeId of ALL_TYPE_IDS) {
    const own = settings.find((s) => s.typeId === typeId);
    await db
      .insert(clientServiceSettings)
      .values({ clientId: client!.id, typeId, serviceEnabled: own?.serviceEnabled ?? true, discountPercent: own?.discountPercent ?? 0 });
  }
  return client!;
}

export async function seedUser(
  db: Db,
  values: Partial<NewUser> & { email: string; role: Role },
  password: string | null = 'demo1234',
) {
  const passwordHash = password === null ? null : await hashPassword(password);
  const [user] = await db.insert(users).values({ firstName: '', lastName: '', ...values, passwordHash }).returning();
  return user!;
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
export async function seedOrder(db: Db, input: SeedOrderInput) {
  const price = input.price ?? { total: 0 };
  const [calculation] = await db
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
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      calculationId: calculation!.id,
      clientId: input.clientId,
      userId: input.userId,
      typeId: input.typeId,
      orderAddress: input.orderAddress,
      stagesCount: input.stages.length,
      ...input.order,
    })
    .returning();
  const orderStages = [];
  for (const [index, stage] of input.stages.entries()) {
    const [row] = await db.insert(stages).values({ ...stage, orderId: order!.id, stageNumber: index + 1 }).returning();
    orderStages.push(row!);
  }
  return { calculation: calculation!, order: order!, stages: orderStages };
}

/**
 * An order priced as the server prices an offer: the domain's pricing model for the client's
 * settings (discounts, appliance-maker pricing), never typed-in totals. The order takes the
 * offer's kilometres and express.
 */
export async function seedPricedOrder<K extends ServiceKey>(
  db: Db,
  input: Omit<SeedOrderInput, 'typeId' | 'params' | 'price'> & { service: K; params: CalculationInputs[K] },
) {
  const client = await loadClientPricing(db, input.clientId);
  if (!client) throw new Error(`seedPricedOrder: no client ${input.clientId}`);
  const price = calculatePrice(input.service, input.params, client) as unknown as { total: number } & Record<string, unknown>;
  const params = input.params as { driveKilometers?: number | null; express?: boolean };
  return seedOrder(db, {
    ...input,
    typeId: serviceByKey(input.service)!.typeId,
    price,
    order: { driveKilometers: params.driveKilometers ?? null, express: params.express ?? false, ...input.order },
  });
}

export async function seedAssignment(
  db: Db,
  values: { stageId: number; userId: number; confirmation?: boolean | null; hours?: number | null; rating?: number | null; comment?: string | null },
) {
  const [assignment] = await db.insert(stageAssignments).values(values).returning();
  return assignment!;
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** A stage image: the file under <uploadsDir>/operation/<stageId>/ and its row. */
export async function seedImage(
  db: Db,
  uploadsDir: string,
  values: { stageId: number; bytes: Buffer | Uint8Array; mimeType: string; damage?: boolean; comment?: string; deleted?: boolean; createdByUserId?: number | null },
) {
  const id = randomUUID();
  const storagePath = `operation/${values.stageId}/${id}.${IMAGE_EXTENSIONS[values.mimeType] ?? 'bin'}`;
  const file = join(uploadsDir, storagePath);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, values.bytes, { mode: 0o600 });
  const [image] = await db
    .insert(images)
    .values({
      id,
      stageId: values.stageId,
      kind: 'operation',
      storagePath,
      mimeType: values.mimeType,
      sizeBytes: values.bytes.byteLength,
      comment: values.comment ?? '',
      damage: values.damage ?? false,
      deletedAt: values.deleted ? new Date().toISOString() : null,
      createdByUserId: values.createdByUserId ?? null,
    })
    .returning();
  return image!;
}

/** One stage of a new order with its team, for field-operation tests and demo data. */
export async function seedFieldStage(
  db: Db,
  input: {
    clientId: number;
    userId: number;
    typeId?: number;
    orderAddress?: string;
    price?: { total: number } & Record<string, unknown>;
    order?: Partial<NewOrder>;
    stage: Omit<NewStage, 'orderId' | 'stageNumber'>;
    team: { userId: number; confirmation?: boolean | null; hours?: number | null; rating?: number | null; comment?: string | null }[];
  },
) {
  const { order, stages: [stage] } = await seedOrder(db, {
    clientId: input.clientId,
    userId: input.userId,
    typeId: input.typeId ?? 1,
    orderAddress: input.orderAddress ?? 'Testweg 1\n8000 Zürich',
    price: input.price,
    order: input.order,
    stages: [input.stage],
  });
  for (const member of input.team) await seedAssignment(db, { stageId: stage!.id, ...member });
  return { order, stage: stage! };
}

/**
 * An invoice of a stage (or of a site-service order) with its lines and totals, numbered
 * `sequence` in `year` (number = year + sequence padded to 4 digits). `sentTime`/`paidTime` set the
 * state times (ISO instants).
 */
export async function seedInvoice(
  db: Db,
  input: {
    stageId?: number | null;
    serviceOrderId?: number | null;
    year: number;
    sequence: number;
    lines: InvoiceLine[];
    invoiceTime?: string;
    sentTime?: string | null;
    sentTo?: string | null;
    paidTime?: string | null;
  },
) {
  const totals = invoiceTotals(input.lines);
  const [invoice] = await db
    .insert(invoices)
    .values({
      year: input.year,
      sequence: input.sequence,
      stageId: input.stageId ?? null,
      serviceOrderId: input.serviceOrderId ?? null,
      subtotalRp: totals.subtotal,
      vatRp: totals.vat,
      roundingRp: totals.rounding,
      totalRp: totals.total,
      invoiceTime: input.invoiceTime ?? new Date().toISOString(),
      invoiceSentTime: input.sentTime ?? null,
      sentTo: input.sentTo ?? null,
      invoicePaidTime: input.paidTime ?? null,
    })
    .returning();
  // Paid means covered by payments (issue 28): a paid invoice gets its manual payment.
  if (input.paidTime) await seedPayment(db, { invoiceId: invoice!.id, amountRp: totals.total, valueDate: input.paidTime.slice(0, 10), source: 'manual' });
  for (const [i, line] of input.lines.entries()) {
    await db
      .insert(invoiceLines)
      .values({ invoiceId: invoice!.id, position: i + 1, type: line.type, description: line.description, amount: line.amount, priceRp: line.price, totalRp: line.total, editable: line.editable, removeable: line.removeable });
  }
  return invoice!;
}

/**
 * A payment as the camt import or the office stores it; with `invoiceId` it is assigned to that
 * invoice in full (one allocation), else it waits unassigned.
 */
export async function seedPayment(
  db: Db,
  input: { invoiceId?: number; amountRp: number; valueDate: string; reference?: string; key?: string; fileName?: string; source?: 'camt' | 'manual' },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      amountRp: input.amountRp,
      valueDate: input.valueDate,
      bookingDate: input.valueDate,
      reference: input.reference ?? '',
      key: input.key ?? `seed:${randomUUID()}`,
      fileName: input.fileName ?? (input.source === 'manual' ? '' : 'camt.xml'),
      source: input.source ?? 'camt',
      status: input.invoiceId === undefined ? 'unassigned' : 'assigned',
    })
    .returning();
  if (input.invoiceId !== undefined) await db.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: input.invoiceId, amountRp: input.amountRp });
  return payment!;
}
