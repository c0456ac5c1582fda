// From a payment's reference to our invoice: the QR reference (QRR, 26 digits + check digit)
// or the creditor reference (SCOR, RF + check digits + number) carries the invoice number
// (year and yearly sequence, decision 008). Both kinds are read whatever the account is now,
// so a change of IBAN does not strand payments of older invoices.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { isValidQrReference, isValidScorReference } from '../../documents/qr-bill-reference';
import { invoices } from '../../db/schema';
import { pace } from './pace';

/** The invoice number a reference carries, or null when it is not a valid QRR/SCOR. */
function invoiceNumberOfReference(reference: string): string | null {
  if (isValidQrReference(reference)) return reference.slice(0, 26).replace(/^0+/, '');
  if (isValidScorReference(reference)) return reference.slice(4);
  return null;
}

/** Year and yearly sequence of the invoice a reference names, or null. */
function invoiceKeyOfReference(reference: string): { year: number; sequence: number } | null {
  const number = invoiceNumberOfReference(reference);
  // year (4 digits) + sequence (at least 4 digits, decision 008)
  if (number === null || !/^\d{8,}$/.test(number)) return null;
  const sequence = Number(number.slice(4));
  return Number.isSafeInteger(sequence) ? { year: Number(number.slice(0, 4)), sequence } : null;
}

const CHUNK = 500;

/**
 * The invoice id of each reference that names one (the others are left out): one query per
 * year and 500 sequences, not one per reference (a bank file may carry 10'000).
 */
export async function invoiceIdsOfReferences(db: Pick<Db, 'select'>, references: string[]): Promise<Map<string, number>> {
  const wanted = new Map<string, { year: number; sequence: number }>();
  for (const reference of new Set(references)) {
    await pace();
    const key = invoiceKeyOfReference(reference);
    if (key) wanted.set(reference, key);
  }
  const ids = new Map<string, number>();
  for (const year of new Set([...wanted.values()].map((key) => key.year))) {
    const sequences = [...new Set([...wanted.values()].filter((key) => key.year === year).map((key) => key.sequence))];
    for (let at = 0; at < sequences.length; at += CHUNK) {
      await pace();
      const rows = await db.select({ id: invoices.id, sequence: invoices.sequence }).from(invoices).where(and(eq(invoices.year, year), inArray(invoices.sequence, sequences.slice(at, at + CHUNK))));
      for (const row of rows) ids.set(`${year}/${row.sequence}`, row.id);
    }
  }
  const found = new Map<string, number>();
  for (const [reference, key] of wanted) {
    const id = ids.get(`${key.year}/${key.sequence}`);
    if (id !== undefined) found.set(reference, id);
  }
  return found;
}
