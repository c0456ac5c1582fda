// An invoice's balance and what follows from it: the open amount (received.ts sums what it
// received), the part of a payment that is dunning fee, and the paid time kept true to the
// balance. Payments, credit notes and write-offs all change the balance through these.
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { invoiceReminders, invoices } from '../../db/schema';
import type { InvoiceRow } from './invoice-target';
import { balanceFrom, receivedOf, type InvoiceBalance } from './received';

export async function balanceOf(db: Pick<Db, 'select'>, invoice: InvoiceRow): Promise<InvoiceBalance> {
  return balanceFrom(invoice, await receivedOf(db, invoice.id));
}

/**
 * How much of `amount` paid on the invoice is dunning fee (issue 28: fee income, not credit): what
 * goes beyond the open amount settles the reminder fees not yet paid, only the rest is credit.
 */
export async function splitFee(tx: Pick<Db, 'select'>, invoice: InvoiceRow, amount: number): Promise<{ amountRp: number; feeRp: number }> {
  const received = await receivedOf(tx, invoice.id);
  const beyond = amount - balanceFrom(invoice, received).openAmount;
  if (beyond <= 0) return { amountRp: amount, feeRp: 0 };
  const [charged] = await tx.select({ fees: sum(invoiceReminders.feeRp) }).from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
  const feeRp = Math.min(beyond, Math.max(0, Number(charged?.fees ?? 0) - received.fees));
  return { amountRp: amount - feeRp, feeRp };
}

/** The paid time of an import: the value date (midnight UTC is the same day in Zurich). */
export const paidTimeOf = (valueDate: string) => `${valueDate}T00:00:00.000Z`;

/**
 * Keeps the invoice's paid time true to its balance: set to `paidTime` when nothing is open any
 * more, cleared when something is open again (a payment reversed or unassigned). Call it under
 * the invoice's lock after every change of what the invoice received or was credited.
 */
export async function settlePaidTime(tx: Db, invoice: InvoiceRow, paidTime: string): Promise<InvoiceRow> {
  const balance = await balanceOf(tx, invoice);
  const settled = balance.openAmount === 0 ? (invoice.invoicePaidTime ?? paidTime) : null;
  if (settled === invoice.invoicePaidTime) return invoice;
  const [updated] = await tx.update(invoices).set({ invoicePaidTime: settled }).where(eq(invoices.id, invoice.id)).returning();
  return updated!;
}
