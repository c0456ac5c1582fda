// The invoice line form of the back office: a simple line has a description and a total; an
// advanced line has a description, an amount (>= 0) and a price, and total = amount x price.
// Values arrive as typed (CHF text such as "1'250.50", or numbers in CHF).
import { parseChf } from '../format';
import { roundRappen, toRappen, type Rappen } from '../money';
import { MAX_CUSTOM_INVOICE_LINES } from '../pricing/tariff';
import type { InvoiceLine, InvoiceLineType } from '../invoice/lines';
import { message, type Message } from './messages';

type Typed = string | number | null | undefined;
export type InvoiceLineDraft =
  | { mode: 'simple'; description: string; total: Typed }
  | { mode: 'advanced'; description: string; amount: Typed; price: Typed };

export type InvoiceLineCheck = { ok: true; line: InvoiceLine } | { ok: false; errors: Message[] };

function money(value: Typed): Rappen | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toRappen(value) : null;
  return value === null || value === undefined ? null : parseChf(value);
}

function quantity(value: Typed): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const number = Number(String(value).trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Checks a line form and builds the line (type 'custom' unless given). */
export function validateInvoiceLine(draft: InvoiceLineDraft, type: InvoiceLineType = 'custom'): InvoiceLineCheck {
  const errors: Message[] = [];
  if (draft.description.trim() === '') errors.push(message('descriptionEmpty'));
  const base = { type, description: draft.description.trim(), editable: true, removeable: true };
  if (draft.mode === 'simple') {
    const total = money(draft.total);
    if (total === null) errors.push(message('totalInvalid'));
    return errors.length > 0 || total === null ? { ok: false, errors } : { ok: true, line: { ...base, amount: null, price: null, total } };
  }
  const amount = quantity(draft.amount);
  const price = money(draft.price);
  if (amount === null || amount < 0) errors.push(message('amountNegative'));
  if (price === null) errors.push(message('priceInvalid'));
  if (errors.length > 0 || amount === null || price === null) return { ok: false, errors };
  return { ok: true, line: { ...base, amount, price, total: roundRappen(amount * price) } };
}

/** At most 3 custom lines per invoice. */
export function canAddCustomLine(lines: readonly { type: InvoiceLineType }[]): boolean {
  return lines.filter((line) => line.type === 'custom').length < MAX_CUSTOM_INVOICE_LINES;
}

/** The custom-line limit as a message, or null while it holds. */
export function checkCustomLineLimit(lines: readonly { type: InvoiceLineType }[]): Message | null {
  const custom = lines.filter((line) => line.type === 'custom').length;
  return custom > MAX_CUSTOM_INVOICE_LINES ? message('tooManyCustomLines') : null;
}
