// Helpers of the payments import tests: sent invoices with known totals, their references,
// the hand-written camt fixtures of this folder filled with them, and the import request.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedInvoice } from '../../../src/db/factories';
import { invoices } from '../../../src/db/schema';
import { qrReference, scorReference } from '../../../src/documents/qr-bill-reference';
import { invoiceNumberOf } from '../../../src/features/invoices/invoice-target';
import type { InvoiceLine } from '@tragkraft/domain';
import { kitchenStage, simple, type As } from '../invoices/test-invoices';
import { multipart } from '../../support/multipart';
import { requestTo } from '../../support/call-endpoint';
import { paymentsEndpoints } from '@tragkraft/sync-protocol';

// A year of its own, so the sequences here never meet invoices other tests create.
const YEAR = 2031;
let sequence = 100;

/** A sent invoice of `totalRp` (one custom line; VAT and rounding give the stored total). */
export async function sentInvoice(app: FastifyInstance, subtotalRp: number, over: { paidTime?: string } = {}) {
  const { stage } = await kitchenStage(app);
  sequence += 1;
  const invoice = await seedInvoice(app.db, { stageId: stage.id, year: YEAR, sequence, lines: [{ ...simple('Küchen-Feinverteilung', subtotalRp), editable: true, removeable: true } as InvoiceLine], sentTime: new Date().toISOString(), paidTime: over.paidTime ?? null });
  return { invoice, qrr: qrReference(invoiceNumberOf(invoice)), scor: scorReference(invoiceNumberOf(invoice)) };
}

export async function invoiceRow(app: FastifyInstance, id: number) {
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return invoice!;
}

/** Rappen as the camt amount text: 123450 -> '1234.50'. */
export const chf = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

/** A fixture of this folder with each {{NAME}} replaced; a placeholder left over is an error. */
export function fixture(name: string, values: Record<string, string>): Buffer {
  let text = readFileSync(new URL(name, import.meta.url), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`{{${key}}}`, value);
  const left = /\{\{(\w+)\}\}/.exec(text);
  if (left) throw new Error(`${name}: no value for {{${left[1]}}}`);
  return Buffer.from(text, 'utf8');
}

export function importAs(as: As, files: { name: string; content: Buffer }[], person: Parameters<As>[0] = 'admin') {
  const body = multipart(files.map((f) => ({ name: 'file', file: f.content, filename: f.name, contentType: 'application/xml' })));
  return as(person, requestTo(paymentsEndpoints.import, { body: body.payload, headers: body.headers }));
}
