// What invoices have received and what was taken off them (issue 28's receivables model): the
// payments allocated to them, credit set off onto them from another invoice, minus credit
// refunded or set off elsewhere, the totals of their credit notes and what was written off. Every balance, list and
// open item reads it from here, so they all agree.
import { inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { creditNotes, creditTransfers, invoiceWriteOffs, paymentAllocations } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export interface Received {
  /** Money that counts against the invoice's total (allocations and offsets in, less transfers out). */
  received: number;
  /** Dunning fees settled by its payments: fee income, not received on the invoice. */
  fees: number;
  /** The sum of its credit notes. */
  credited: number;
  /** Written off as a loss ("Abschreibung"): no longer claimed, but not credited either. */
  writtenOff: number;
}

export const NOTHING_RECEIVED: Received = { received: 0, fees: 0, credited: 0, writtenOff: 0 };

async function sumsBy<K extends number | null>(rows: Promise<{ id: K; amount: string | null; fee?: string | null }[]>, add: (entry: Received, amount: number, fee: number) => void, into: Map<number, Received>) {
  for (const row of await rows) {
    if (row.id === null) continue;
    const entry = into.get(row.id) ?? { ...NOTHING_RECEIVED };
    add(entry, Number(row.amount ?? 0), Number(row.fee ?? 0));
    into.set(row.id, entry);
  }
}

export async function receivedByInvoice(db: Reader, invoiceIds: number[]): Promise<Map<number, Received>> {
  const found = new Map<number, Received>();
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return found;
  await sumsBy(
    db
      .select({ id: paymentAllocations.invoiceId, amount: sum(paymentAllocations.amountRp), fee: sum(paymentAllocations.feeRp) })
      .from(paymentAllocations)
      .where(inArray(paymentAllocations.invoiceId, ids))
      .groupBy(paymentAllocations.invoiceId),
    (entry, amount, fee) => {
      entry.received += amount;
      entry.fees += fee;
    },
    found,
  );
  await sumsBy(
    db.select({ id: creditTransfers.fromInvoiceId, amount: sum(creditTransfers.amountRp) }).from(creditTransfers).where(inArray(creditTransfers.fromInvoiceId, ids)).groupBy(creditTransfers.fromInvoiceId),
    (entry, amount) => (entry.received -= amount),
    found,
  );
  await sumsBy(
    db.select({ id: creditTransfers.toInvoiceId, amount: sum(creditTransfers.amountRp) }).from(creditTransfers).where(inArray(creditTransfers.toInvoiceId, ids)).groupBy(creditTransfers.toInvoiceId),
    (entry, amount) => (entry.received += amount),
    found,
  );
  await sumsBy(
    db.select({ id: creditNotes.invoiceId, amount: sum(creditNotes.totalRp) }).from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).groupBy(creditNotes.invoiceId),
    (entry, amount) => (entry.credited += amount),
    found,
  );
  await sumsBy(
    db.select({ id: invoiceWriteOffs.invoiceId, amount: sum(invoiceWriteOffs.amountRp) }).from(invoiceWriteOffs).where(inArray(invoiceWriteOffs.invoiceId, ids)).groupBy(invoiceWriteOffs.invoiceId),
    (entry, amount) => (entry.writtenOff += amount),
    found,
  );
  return found;
}

export async function receivedOf(db: Reader, invoiceId: number): Promise<Received> {
  return (await receivedByInvoice(db, [invoiceId])).get(invoiceId) ?? NOTHING_RECEIVED;
}

export interface InvoiceBalance {
  /** Received: the payments allocated to it and credit set off onto it, less credit moved out. */
  paidAmount: number;
  credited: number;
  writtenOff: number;
  openAmount: number;
  credit: number;
}

/** Open is what neither payments, credit notes nor write-offs cover; credit is what was paid beyond that. */
export function balanceFrom(invoice: { totalRp: number }, got: Received): InvoiceBalance {
  const due = Math.max(0, invoice.totalRp - got.credited - got.writtenOff);
  return {
    paidAmount: got.received,
    credited: got.credited,
    writtenOff: got.writtenOff,
    openAmount: Math.max(0, due - got.received),
    credit: Math.max(0, got.received - due),
  };
}
