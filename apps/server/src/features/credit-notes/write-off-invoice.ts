// "Abschreibung" (issue 28): what is still open of a sent invoice that will not be paid is
// written off as a loss on receivables. Under the invoice's lock the amount is exactly what is
// open then (a payment booked meanwhile waits for the lock, so nothing is written off twice);
// the invoice counts as settled (settlePaidTime) and the journal shows it as written off. The
// accounting export books it: losses / debtors with the VAT correction (decision 026).
import { formatDate, isValidIsoDate, zurichToday } from '@tragkraft/domain';
import { WRITE_OFF_TEXTS, type WriteOff, type WriteOffBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoiceWriteOffs } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { findInvoice } from '../invoices/invoice-target';
import { balanceOf, settlePaidTime } from '../invoices/invoice-balance';

export async function writeOffInvoice(db: Db, invoiceId: number, body: WriteOffBody, userId: number, now: Date): Promise<WriteOff> {
  const reason = body.reason.trim();
  if (reason === '') throw new AppError(400, 'validation', WRITE_OFF_TEXTS.reasonMissing);
  if (!isValidIsoDate(body.date)) throw badRequest(WRITE_OFF_TEXTS.dateInvalid);
  if (body.date > zurichToday(now)) throw badRequest(WRITE_OFF_TEXTS.dateInFuture);
  return db.transaction(async (tx) => {
    await lockNames(tx, [invoiceLock(invoiceId)]);
    const invoice = await findInvoice(tx, invoiceId);
    if (!invoice.invoiceSentTime) throw conflict(WRITE_OFF_TEXTS.notSent);
    const invoiceDate = zurichToday(new Date(invoice.invoiceTime));
    if (body.date < invoiceDate) throw badRequest(WRITE_OFF_TEXTS.dateBeforeInvoice(formatDate(invoiceDate)));
    const { openAmount } = await balanceOf(tx, invoice);
    if (openAmount <= 0) throw conflict(WRITE_OFF_TEXTS.nothingOpen);
    const [row] = await tx.insert(invoiceWriteOffs).values({ invoiceId, amountRp: openAmount, reason, writeOffDate: body.date, createdByUserId: userId }).returning();
    const settled = await settlePaidTime(tx, invoice, now.toISOString());
    await recordAudit(tx, {
      userId,
      entity: 'invoice',
      entityId: invoiceId,
      action: 'writtenOff',
      changes: {
        amount: openAmount,
        reason,
        writeOffDate: body.date,
        ...(settled.invoicePaidTime !== invoice.invoicePaidTime ? { invoicePaidTime: { from: invoice.invoicePaidTime, to: settled.invoicePaidTime } } : {}),
      },
    });
    return { writeOffId: row!.id, invoiceId, amount: openAmount, date: body.date, reason };
  });
}
