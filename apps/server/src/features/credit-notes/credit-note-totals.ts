// The figures of a credit note (decision 027): per VAT rate the net sum and its VAT (rounded to
// the Rappen), the total rounded to 0.05 like an invoice. Cancelling what is left of an invoice
// takes the invoice's own figures minus what earlier credit notes took, so a full cancellation
// matches the invoice to the Rappen.
import { formatChf, percentOf, roundToCash, sumRappen, type InvoiceLine } from '@tragkraft/domain';
import { CREDIT_NOTE_TEXTS, type CreateCreditNoteBody } from '@tragkraft/sync-protocol';
import { AppError, conflict } from '../../plugins/errors';

/** The invoice's VAT rate (8.1 %) in basis points: the rate of lines that name none. */
const INVOICE_VAT_RATE_BP = 810;

export interface CreditNoteLineValues {
  description: string;
  net: number;
  vatRateBp: number;
}

export interface CreditNoteFigures {
  lines: CreditNoteLineValues[];
  subtotal: number;
  vat: number;
  rounding: number;
  total: number;
}

interface Sums {
  subtotal: number;
  vat: number;
  total: number;
}

/** Per rate: the rate, its net sum and the VAT on it, rates ascending. */
export function vatByRate(lines: readonly CreditNoteLineValues[]): { vatRateBp: number; net: number; vat: number }[] {
  const nets = new Map<number, number>();
  for (const line of lines) nets.set(line.vatRateBp, (nets.get(line.vatRateBp) ?? 0) + line.net);
  return [...nets.entries()].sort(([a], [b]) => a - b).map(([vatRateBp, net]) => ({ vatRateBp, net, vat: percentOf(net, vatRateBp / 100) }));
}

function partialFigures(lines: NonNullable<CreateCreditNoteBody['lines']>): CreditNoteFigures {
  const values = lines.map((line) => ({ description: line.description.trim(), net: line.net, vatRateBp: line.vatRateBp ?? INVOICE_VAT_RATE_BP }));
  if (values.some((line) => line.description === '' || line.net <= 0)) throw new AppError(400, 'validation', CREDIT_NOTE_TEXTS.lineInvalid);
  const subtotal = sumRappen(values.map((line) => line.net));
  const vat = sumRappen(vatByRate(values).map((rate) => rate.vat));
  const total = roundToCash(subtotal + vat);
  return { lines: values, subtotal, vat, rounding: total - subtotal - vat, total };
}

/**
 * What the credit note takes off: the given lines, or without lines all that is left of the
 * invoice (its lines when nothing was credited yet, else one line with the rest). Refuses a
 * total above what is left uncredited.
 */
export function creditNoteFigures(
  invoice: Sums & { number: number },
  invoiceLines: readonly InvoiceLine[],
  credited: Sums,
  lines: CreateCreditNoteBody['lines'],
): CreditNoteFigures {
  const left = invoice.total - credited.total;
  if (left <= 0) throw conflict(CREDIT_NOTE_TEXTS.nothingLeft);
  let figures: CreditNoteFigures;
  if (lines && lines.length > 0) {
    figures = partialFigures(lines);
  } else if (credited.total === 0) {
    const subtotal = invoice.subtotal;
    figures = {
      lines: invoiceLines.map((line) => ({ description: line.description, net: line.total, vatRateBp: INVOICE_VAT_RATE_BP })),
      subtotal,
      vat: invoice.vat,
      rounding: invoice.total - subtotal - invoice.vat,
      total: invoice.total,
    };
  } else {
    const subtotal = invoice.subtotal - credited.subtotal;
    const vat = invoice.vat - credited.vat;
    figures = { lines: [{ description: `Restbetrag der Rechnung Nr. ${invoice.number}`, net: subtotal, vatRateBp: INVOICE_VAT_RATE_BP }], subtotal, vat, rounding: left - subtotal - vat, total: left };
  }
  if (figures.total < 5) throw new AppError(400, 'validation', CREDIT_NOTE_TEXTS.tooSmall);
  if (figures.total > left) throw new AppError(400, 'validation', CREDIT_NOTE_TEXTS.tooLarge(formatChf(left)));
  return figures;
}
