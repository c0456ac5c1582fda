// The QR invoice modal and the test page: the QR info of a stage or service order, a QR-bill
// alone for a message (the invoice number) and an amount, and the fixed sample.
import { and, eq } from 'drizzle-orm';
import { invoiceTotals, validateQrAmount } from '@tragkraft/domain';
import { INVOICE_TEXTS, type QrInfo, type QrInvoiceBody } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { invoices } from '../../db/schema';
import { invoiceMessage } from '../../documents/invoice-model';
import { buildQrBill, renderQrBillPdf } from '../../documents/qr-bill';
import { isQrIban } from '../../documents/qr-bill-reference';
import { QR_LIMITS, type StructuredAddress } from '../../documents/qr-bill-text';
import { AppError } from '../../plugins/errors';
import { proposedLines } from './invoice-data';
import { debtorOf } from './invoice-documents';
import { invoiceNumberOf, invoiceOf, loadTarget, targetOfInvoice, type InvoiceTarget } from './invoice-target';

type Reader = Pick<Db, 'select'>;

/** The sample of the test page: invoice number 123 over CHF 1'949.75. */
const QR_SAMPLE = { number: '123', amount: 194_975 } as const;
const SAMPLE_DEBTOR: StructuredAddress = { name: 'Muster Kunde AG', address: 'Musterstrasse', buildingNumber: '1', zip: '8000', city: 'Zürich', country: 'CH' };

export async function qrInfo(db: Reader, target: InvoiceTarget): Promise<QrInfo> {
  const ctx = await loadTarget(db, target);
  const invoice = await invoiceOf(db, target);
  if (invoice) return { invoiceId: invoice.id, invoiceNumber: invoiceNumberOf(invoice), amount: invoice.totalRp };
  return { invoiceId: null, invoiceNumber: null, amount: invoiceTotals(await proposedLines(db, ctx)).total };
}

/** The invoice with this number (year + sequence padded to 4 digits), if any. */
async function invoiceByNumber(db: Reader, digits: string) {
  if (!/^\d{8,}$/.test(digits)) return undefined;
  const year = Number(digits.slice(0, 4));
  const sequence = Number(digits.slice(4));
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.year, year), eq(invoices.sequence, sequence))).limit(1);
  return invoice && String(invoiceNumberOf(invoice)) === digits ? invoice : undefined;
}

/**
 * A QR-bill alone. A message made of digits (spaces, dots and dashes ignored) is an invoice
 * number: the reference is derived from it, and a known invoice's client becomes the debtor.
 * Other text goes out without reference (NON), which only a normal IBAN allows.
 */
export async function qrInvoicePdf(db: Reader, company: Company, body: QrInvoiceBody): Promise<{ content: Buffer; fileName: string }> {
  const tooSmall = validateQrAmount(body.amount);
  if (tooSmall) throw new AppError(400, 'validation', tooSmall.text);
  const message = body.message.trim();
  const digits = message.replace(/[\s.'’-]/g, '');
  const numeric = /^\d{1,21}$/.test(digits) && !/^0+$/.test(digits);
  if (!numeric && isQrIban(company.iban)) throw new AppError(400, 'validation', INVOICE_TEXTS.qrReferenceMissing);
  const invoice = numeric ? await invoiceByNumber(db, digits) : undefined;
  const debtor = invoice ? debtorOf(await loadTarget(db, targetOfInvoice(invoice))) : null;
  const bill = buildQrBill(company, {
    amount: body.amount!,
    referenceNumber: numeric ? digits : null,
    message: numeric ? invoiceMessage(digits) : message.slice(0, QR_LIMITS.message),
    debtor,
  });
  const content = await renderQrBillPdf(company, bill, numeric ? `QR-Rechnung zu Rechnung Nr. ${digits}` : 'QR-Rechnung');
  return { content, fileName: numeric ? `QR Rechnung ${digits}.pdf` : 'QR Rechnung.pdf' };
}

export function qrSamplePdf(company: Company): Promise<Buffer> {
  const bill = buildQrBill(company, { amount: QR_SAMPLE.amount, referenceNumber: QR_SAMPLE.number, message: invoiceMessage(QR_SAMPLE.number), debtor: SAMPLE_DEBTOR });
  return renderQrBillPdf(company, bill, `Muster einer QR-Rechnung (Rechnung Nr. ${QR_SAMPLE.number})`);
}
