// From a payment's reference to our invoice: the QR reference (QRR, 26 digits + check digit)
// or the creditor reference (SCOR, RF + check digits + number) carries the invoice number
// (year and yearly sequence, decision 008). Both kinds are read whatever the account is now,
// so a change of IBAN does not strand payments of older invoices.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { isValidQrReference, isValidScorReference } from '../../documents/qr-bill-reference';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from '../invoices/invoice-target';

/** The invoice number a reference carries, or null when it is not a valid QRR/SCOR. */
function invoiceNumberOfReference(reference: string): string | null {
  if (isValidQrReference(reference)) return reference.slice(0, 26).replace(/^0+/, '');
  if (isValidScorReference(reference)) return reference.slice(4);
  return null;
}

export async function invoiceOfReference(db: Pick<Db, 'select'>, reference: string): Promise<InvoiceRow | undefined> {
  const number = invoiceNumberOfReference(reference);
  // year (4 digits) + sequence (at least 4 digits, decision 008)
  if (number === null || !/^\d{8,}$/.test(number)) return undefined;
  const year = Number(number.slice(0, 4));
  const sequence = Number(number.slice(4));
  if (!Number.isSafeInteger(sequence)) return undefined;
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.year, year), eq(invoices.sequence, sequence))).limit(1);
  return invoice;
}
