// What an invoice says, independent of the file format: the PDF (with the QR-bill) and the
// Word renderer both print this model, so the two documents can never disagree.
import {
  addDays,
  formatChf,
  formatDate,
  VAT_PERCENT,
  type InvoiceLine,
  type InvoiceTotals,
} from '@tragkraft/domain';
import type { Company } from '../config';
import { recipientLines } from './recipient-lines';

/** 'innert 30 Tagen', or 'sofort' for 0 days: the payment term (company.paymentDays, INVOICE_DUE_DAYS). */
export const paymentTerm = (days: number) => (days === 0 ? 'sofort' : `innert ${days} Tagen`);

export interface InvoiceSource {
  /** null for a draft (Word download before the invoice exists). */
  invoiceNumber: number | null;
  /** The invoice date, 'YYYY-MM-DD' (Zurich). */
  date: string;
  clientName: string;
  /** The client's billing address, several lines. */
  clientAddress: string;
  /** Order, stage and object the invoice bills. */
  reference: string[];
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

interface InvoiceDocumentLine {
  description: string;
  amount: string;
  price: string;
  total: string;
}

export interface InvoiceDocument {
  title: string;
  date: string;
  recipient: string[];
  reference: string[];
  lines: InvoiceDocumentLine[];
  totals: { label: string; amount: string; bold?: boolean }[];
  terms: string[];
  /** The QR-bill message and reference number; null for drafts. */
  payment: { message: string; referenceNumber: string } | null;
}

/** A quantity as printed: whole numbers plain, others with up to two decimals. */
function formatQuantity(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, '');
}

/** The QR-bill message: the invoice number alone (back-office spec, QR invoice). */
export const invoiceMessage = (invoiceNumber: number | string | null) => (invoiceNumber === null ? '' : String(invoiceNumber));

export function buildInvoiceDocument(company: Company, source: InvoiceSource, account: { iban: string; reference: string | null }): InvoiceDocument {
  const number = source.invoiceNumber;
  const due = formatDate(addDays(source.date, company.paymentDays));
  const t = source.totals;
  return {
    title: number === null ? 'Rechnung (Entwurf)' : `Rechnung Nr. ${number}`,
    date: formatDate(source.date),
    recipient: recipientLines(source.clientName, source.clientAddress),
    reference: source.reference,
    lines: source.lines.map((line) => ({
      description: line.description,
      amount: line.amount === null ? '' : formatQuantity(line.amount),
      price: line.price === null ? '' : formatChf(line.price),
      total: formatChf(line.total),
    })),
    totals: [
      { label: 'Subtotal', amount: formatChf(t.subtotal) },
      { label: `MWST ${VAT_PERCENT}%`, amount: formatChf(t.vat) },
      { label: 'Rundung', amount: formatChf(t.rounding) },
      { label: 'Total CHF', amount: formatChf(t.total), bold: true },
    ],
    terms: [
      `Zahlbar ${paymentTerm(company.paymentDays)} netto, bis ${due}.`,
      `Konto: ${account.iban}${account.reference ? `, Referenz: ${account.reference}` : ''}`,
      `MWST-Nr.: ${company.vatId}`,
    ],
    payment: number === null ? null : { message: invoiceMessage(number), referenceNumber: String(number) },
  };
}
