// What an invoice bills: one stage, or (site service, type 8) a whole order. Loads the stage
// or order with its client and calculation, refuses the wrong kind, and finds the invoice that
// already exists for it.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { INVOICE_TEXTS } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { calculations, clients, invoiceLines, invoices, orders, stageAssignments, stages } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import { standingInvoices } from './invoiced-stages';
import type { InvoiceLine } from '@tragkraft/domain';


export type InvoiceTarget = { kind: 'stage'; stageId: number } | { kind: 'service'; orderId: number };

type Reader = Pick<Db, 'select'>;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface TargetContext {
  target: InvoiceTarget;
  order: typeof orders.$inferSelect;
  client: typeof clients.$inferSelect;
  params: Record<string, unknown>;
  price: Record<string, number>;
  /** The billed stages: the one stage, or every stage of the service order by number. */
  stages: (typeof stages.$inferSelect)[];
}

async function orderContext(db: Reader, orderId: number) {
  const [row] = await db
    .select({ order: orders, client: clients, params: calculations.params, price: calculations.price })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(calculations, eq(calculations.id, orders.calculationId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** Loads what the invoice bills; 404 when missing, 400 for the wrong kind (stage vs service). */
export async function loadTarget(db: Reader, target: InvoiceTarget): Promise<TargetContext> {
  let orderId: number;
  let billed: (typeof stages.$inferSelect)[];
  if (target.kind === 'stage') {
    const [stage] = await db.select().from(stages).where(eq(stages.id, target.stageId)).limit(1);
    if (!stage) throw notFound(INVOICE_TEXTS.stageNotFound);
    orderId = stage.orderId;
    billed = [stage];
  } else {
    orderId = target.orderId;
    billed = await db.select().from(stages).where(eq(stages.orderId, orderId)).orderBy(asc(stages.stageNumber));
  }
  const row = await orderContext(db, orderId);
  if (!row) throw notFound(INVOICE_TEXTS.orderNotFound);
  if (target.kind === 'stage' && row.order.typeId === SITE_SERVICE_TYPE_ID) throw new AppError(400, 'badRequest', INVOICE_TEXTS.serviceByOrder);
  if (target.kind === 'service' && row.order.typeId !== SITE_SERVICE_TYPE_ID) throw new AppError(400, 'badRequest', INVOICE_TEXTS.notService);
  return {
    target,
    order: row.order,
    client: row.client,
    params: (row.params ?? {}) as Record<string, unknown>,
    price: (row.price ?? {}) as Record<string, number>,
    stages: billed,
  };
}

/**
 * The invoice of a stage or of a service order, if one stands: the newest not cancelled in
 * full by credit notes. Once cancelled, the target has none and is billed by a new invoice
 * (the cancelled one stays in the invoice journal with its credit notes).
 */
export async function invoiceOf(db: Reader, target: InvoiceTarget): Promise<InvoiceRow | undefined> {
  const where = target.kind === 'stage' ? eq(invoices.stageId, target.stageId) : and(eq(invoices.serviceOrderId, target.orderId), isNull(invoices.stageId));
  const found = await db.select().from(invoices).where(where).orderBy(desc(invoices.id));
  return (await standingInvoices(db, found))[0];
}

export function targetOfInvoice(invoice: InvoiceRow): InvoiceTarget {
  return invoice.stageId !== null ? { kind: 'stage', stageId: invoice.stageId } : { kind: 'service', orderId: invoice.serviceOrderId! };
}

export async function findInvoice(db: Reader, invoiceId: number): Promise<InvoiceRow> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!invoice) throw notFound(INVOICE_TEXTS.invoiceNotFound);
  return invoice;
}

export async function linesOf(db: Reader, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
  return rows.map((line) => ({
    type: line.type,
    description: line.description,
    amount: line.amount,
    price: line.priceRp,
    total: line.totalRp,
    editable: line.editable,
    removeable: line.removeable,
  }));
}

/** People with reported hours above 0, per stage. */
export async function peopleWithHours(db: Reader, stageIds: number[]): Promise<Map<number, { count: number; hours: number }>> {
  const result = new Map<number, { count: number; hours: number }>();
  if (stageIds.length === 0) return result;
  const rows = await db.select({ stageId: stageAssignments.stageId, hours: stageAssignments.hours }).from(stageAssignments).where(inArray(stageAssignments.stageId, stageIds));
  for (const row of rows) {
    if (!((row.hours ?? 0) > 0)) continue;
    const entry = result.get(row.stageId) ?? { count: 0, hours: 0 };
    result.set(row.stageId, { count: entry.count + 1, hours: entry.hours + row.hours! });
  }
  return result;
}

/** The invoice number printed on documents: year and the yearly sequence, at least 4 digits. */
export function invoiceNumberOf(invoice: Pick<InvoiceRow, 'year' | 'sequence'>): number {
  return Number(`${invoice.year}${String(invoice.sequence).padStart(4, '0')}`);
}
