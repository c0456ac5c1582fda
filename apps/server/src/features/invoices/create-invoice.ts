// Creates the invoice of a stage or of a site-service order, or re-creates it while it is not
// sent yet (its lines are replaced, its number and date kept). Numbers are gap-free per year:
// the next sequence is the year's highest plus one, read and inserted in the same transaction
// under the year's lock (no counter that a rolled-back creation could leave advanced), and the
// unique index (year, sequence) guards it. A sent or paid invoice is final.
import { eq, max } from 'drizzle-orm';
import { invoiceTotals, MESSAGE_TEXTS, zurichToday, type InvoiceLine } from '@tragkraft/domain';
import { INVOICE_TEXTS, type CreateInvoiceBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoiceLines, invoices } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import { QR_MAX_AMOUNT } from '../../documents/qr-bill';
import { invoiceLock, invoiceNumberLock, invoiceTargetLock } from './invoice-locks';
import { checkInvoiceLines, errorsMessage } from './invoice-lines';
import { invoiceOf, loadTarget, type InvoiceRow, type InvoiceTarget } from './invoice-target';

function targetOfBody(body: Pick<CreateInvoiceBody, 'stageId' | 'serviceOrderId'>): InvoiceTarget {
  const stageId = body.stageId ?? null;
  const orderId = body.serviceOrderId ?? null;
  if ((stageId === null) === (orderId === null)) throw badRequest(INVOICE_TEXTS.targetMissing);
  return stageId !== null ? { kind: 'stage', stageId } : { kind: 'service', orderId: orderId! };
}

/** A sent or paid invoice cannot be changed any more. */
function assertChangeable(invoice: InvoiceRow): void {
  if (invoice.invoicePaidTime) throw conflict(INVOICE_TEXTS.alreadyPaid);
  if (invoice.invoiceSentTime) throw conflict(INVOICE_TEXTS.alreadySent);
}

async function insertLines(tx: Db, invoiceId: number, lines: InvoiceLine[]): Promise<void> {
  await tx.insert(invoiceLines).values(
    lines.map((line, i) => ({
      invoiceId,
      position: i + 1,
      type: line.type,
      description: line.description,
      amount: line.amount,
      priceRp: line.price,
      totalRp: line.total,
      editable: line.editable,
      removeable: line.removeable,
    })),
  );
}

export async function createInvoice(db: Db, body: CreateInvoiceBody, now: Date): Promise<{ invoiceId: number; created: boolean }> {
  const target = targetOfBody(body);
  const ctx = await loadTarget(db, target);
  if (ctx.order.status === 'cancelled') throw conflict(INVOICE_TEXTS.orderCancelled);
  const checked = checkInvoiceLines(body.lines);
  if (!checked.ok) throw new AppError(400, 'validation', errorsMessage(checked.errors), { errors: checked.errors });
  const { subtotal, vat, rounding, total } = invoiceTotals(checked.lines);
  if (total < 1) throw new AppError(400, 'validation', MESSAGE_TEXTS.qrAmountTooSmall);
  if (total > QR_MAX_AMOUNT) throw new AppError(400, 'validation', INVOICE_TEXTS.amountTooLarge);
  const amounts = { subtotalRp: subtotal, vatRp: vat, roundingRp: rounding, totalRp: total };
  const year = Number(zurichToday(now).slice(0, 4));

  return db.transaction(async (tx) => {
    // Two requests for the same stage must not both find none and create two invoices; the
    // year's lock makes "highest sequence + 1" and the insert one step across instances.
    await lockNames(tx, [invoiceTargetLock(target), invoiceNumberLock(year)]);
    const existing = await invoiceOf(tx, target);
    const wanted = body.invoiceId ?? null;
    if (wanted !== null && existing?.id !== wanted) {
      const [other] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, wanted)).limit(1);
      if (!other) throw notFound(INVOICE_TEXTS.invoiceNotFound);
      throw badRequest(INVOICE_TEXTS.invoiceOtherTarget);
    }
    if (existing) {
      // Sending or marking paid at the same moment: the state is read again under its lock.
      await lockNames(tx, [invoiceLock(existing.id)]);
      const [current] = await tx.select().from(invoices).where(eq(invoices.id, existing.id)).limit(1);
      if (!current) throw notFound(INVOICE_TEXTS.invoiceNotFound);
      assertChangeable(current);
      await tx.update(invoices).set(amounts).where(eq(invoices.id, existing.id));
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, existing.id));
      await insertLines(tx, existing.id, checked.lines);
      return { invoiceId: existing.id, created: false };
    }
    const [last] = await tx.select({ sequence: max(invoices.sequence) }).from(invoices).where(eq(invoices.year, year));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        year,
        sequence: (last?.sequence ?? 0) + 1,
        stageId: target.kind === 'stage' ? target.stageId : null,
        serviceOrderId: target.kind === 'service' ? target.orderId : null,
        ...amounts,
        invoiceTime: now.toISOString(),
      })
      .returning({ id: invoices.id });
    await insertLines(tx, invoice!.id, checked.lines);
    return { invoiceId: invoice!.id, created: true };
  });
}
