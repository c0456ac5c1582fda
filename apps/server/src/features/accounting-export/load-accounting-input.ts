// What the accounting export books for a period, read from the receivables tables: invoices
// by their date (Zurich), payment allocations by the payment's booking date (value date for
// older rows), credit notes by their date, refunds by their transfer date and write-offs by
// their date. Reversed
// payments have no allocations left and book nothing; offsets move a credit between two
// invoices of the same debtor account and book nothing either (decision 026).
import { and, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addDays, VAT_PERCENT, zurichToday } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { clients, creditNoteLines, creditNotes, creditTransfers, invoices, invoiceWriteOffs, orders, paymentAllocations, payments, stages } from '../../db/schema';
import { invoiceNumberOf } from '../invoices/invoice-target';
import type { AccountingInput, RatePart } from './accounting-bookings';

const INVOICE_RATE_BP = Math.round(VAT_PERCENT * 100);
const numberOf = (row: { year: number; sequence: number }) => String(invoiceNumberOf(row));
const dayOf = (instant: string) => zurichToday(new Date(instant));

/** Number and client of each invoice. */
async function invoiceFacts(db: Db, ids: number[]): Promise<Map<number, { number: string; clientName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, year: invoices.year, sequence: invoices.sequence, clientName: clients.company })
    .from(invoices)
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(inArray(invoices.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { number: numberOf(row), clientName: row.clientName }]));
}

/** VAT of a credit note split over its lines' rates; the rounding rest goes to the largest rate. */
function creditRates(lines: { vatRateBp: number; totalRp: number }[], vatRp: number, subtotalRp: number): RatePart[] {
  // A credit note stored without lines credits its subtotal at the invoices' rate.
  if (lines.length === 0) return [{ rateBp: INVOICE_RATE_BP, netRp: subtotalRp, vatRp }];
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.totalRp);
  const parts = [...byRate].map(([rateBp, netRp]) => ({ rateBp, netRp, vatRp: Math.round((netRp * rateBp) / 10_000) }));
  const rest = vatRp - parts.reduce((sum, part) => sum + part.vatRp, 0);
  const largest = parts.reduce<RatePart | undefined>((best, part) => (!best || part.netRp > best.netRp ? part : best), undefined);
  if (largest) largest.vatRp += rest;
  return parts;
}

export async function loadAccountingInput(db: Db, from: string, to: string): Promise<AccountingInput> {
  // Instants are stored in UTC: one day either side, then the Zurich day decides.
  const wideFrom = addDays(from, -1);
  const wideTo = addDays(to, 2);
  const inPeriod = (day: string) => day >= from && day <= to;

  const invoiceRows = (await db.select().from(invoices).where(and(gte(invoices.invoiceTime, wideFrom), lte(invoices.invoiceTime, wideTo)))).filter((row) =>
    inPeriod(dayOf(row.invoiceTime)),
  );
  const paymentDay = sql<string>`coalesce(nullif(${payments.bookingDate}, ''), ${payments.valueDate})`;
  const allocationRows = await db
    .select({ paymentId: payments.id, day: paymentDay, invoiceId: paymentAllocations.invoiceId, amountRp: paymentAllocations.amountRp, feeRp: paymentAllocations.feeRp })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(ne(payments.status, 'reversed'), gte(paymentDay, from), lte(paymentDay, to)));
  const noteRows = (await db.select().from(creditNotes).where(and(gte(creditNotes.creditTime, wideFrom), lte(creditNotes.creditTime, wideTo)))).filter((row) =>
    inPeriod(dayOf(row.creditTime)),
  );
  const noteLines = noteRows.length === 0 ? [] : await db.select().from(creditNoteLines).where(inArray(creditNoteLines.creditNoteId, noteRows.map((row) => row.id)));
  const refundRows = await db
    .select()
    .from(creditTransfers)
    .where(and(eq(creditTransfers.kind, 'refund'), gte(creditTransfers.transferDate, from), lte(creditTransfers.transferDate, to)));

  // Charges left the bank account whatever became of the payment but a bank reversal.
  const chargeRows = await db
    .select({ paymentId: payments.id, day: paymentDay, amountRp: payments.chargesRp })
    .from(payments)
    .where(and(ne(payments.status, 'reversed'), gt(payments.chargesRp, 0), gte(paymentDay, from), lte(paymentDay, to)));
  const writeOffRows = await db.select().from(invoiceWriteOffs).where(and(gte(invoiceWriteOffs.writeOffDate, from), lte(invoiceWriteOffs.writeOffDate, to)));

  const facts = await invoiceFacts(db, [
    ...invoiceRows.map((row) => row.id),
    ...allocationRows.map((row) => row.invoiceId),
    ...noteRows.map((row) => row.invoiceId),
    ...refundRows.map((row) => row.fromInvoiceId),
    ...writeOffRows.map((row) => row.invoiceId),
  ]);
  const factOf = (id: number) => facts.get(id) ?? { number: String(id), clientName: '' };

  return {
    invoices: invoiceRows.map((row) => ({
      number: numberOf(row),
      date: dayOf(row.invoiceTime),
      clientName: factOf(row.id).clientName,
      rates: [{ rateBp: INVOICE_RATE_BP, netRp: row.subtotalRp, vatRp: row.vatRp }],
      roundingRp: row.roundingRp,
    })),
    allocations: allocationRows.map((row) => ({ paymentId: row.paymentId, date: row.day, invoiceNumber: factOf(row.invoiceId).number, clientName: factOf(row.invoiceId).clientName, amountRp: row.amountRp, feeRp: row.feeRp })),
    creditNotes: noteRows.map((row) => ({
      number: numberOf(row),
      date: dayOf(row.creditTime),
      clientName: factOf(row.invoiceId).clientName,
      invoiceNumber: factOf(row.invoiceId).number,
      rates: creditRates(noteLines.filter((line) => line.creditNoteId === row.id), row.vatRp, row.subtotalRp),
      roundingRp: row.roundingRp,
    })),
    refunds: refundRows.map((row) => ({ id: row.id, date: row.transferDate, invoiceNumber: factOf(row.fromInvoiceId).number, clientName: factOf(row.fromInvoiceId).clientName, amountRp: row.amountRp })),
    // Invoices carry one VAT rate today (see the invoices above): the loss is at that rate.
    writeOffs: writeOffRows.map((row) => ({ id: row.id, date: row.writeOffDate, invoiceNumber: factOf(row.invoiceId).number, clientName: factOf(row.invoiceId).clientName, amountRp: row.amountRp, rateBp: INVOICE_RATE_BP })),
    charges: chargeRows.map((row) => ({ paymentId: row.paymentId, date: row.day, amountRp: row.amountRp })),
  };
}
