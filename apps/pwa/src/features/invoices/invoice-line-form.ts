// The invoice line modal as pure state: what the fields hold (text as typed, Swiss numbers),
// the live total of an advanced line, and the check that turns the form into a line with the
// spec's messages under the fields they are about.
import { formatChf, lineTotal, parseChf, validateInvoiceLine, type InvoiceLine, type InvoiceLineType, type Rappen } from '@tragkraft/domain';

export type LineMode = 'simple' | 'advanced';

export interface LineForm {
  mode: LineMode;
  description: string;
  /** Simple line: the total in CHF as typed. */
  total: string;
  /** Advanced line: the amount (hours, pieces) and the price per unit in CHF. */
  amount: string;
  price: string;
}

type LineField = 'description' | 'total' | 'amount' | 'price';
export type LineErrors = Partial<Record<LineField, string>>;
export type LineFormCheck = { ok: true; line: InvoiceLine } | { ok: false; errors: LineErrors };

export const EMPTY_LINE_FORM: LineForm = { mode: 'simple', description: '', total: '', amount: '', price: '' };

const FIELD_OF_CODE: Record<string, LineField> = {
  descriptionEmpty: 'description',
  totalInvalid: 'total',
  amountNegative: 'amount',
  priceInvalid: 'price',
};

/** The form of an existing line: advanced when it has an amount or a price. */
export function formFromLine(line: InvoiceLine | null): LineForm {
  if (!line) return EMPTY_LINE_FORM;
  const advanced = line.amount !== null || line.price !== null;
  return {
    mode: advanced ? 'advanced' : 'simple',
    description: line.description,
    total: formatChf(line.total),
    amount: line.amount === null ? '' : String(line.amount),
    price: line.price === null ? '' : formatChf(line.price),
  };
}

/** An amount as typed ('6.75', '6,75', "1'000"); null when it is not a number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/['\u2019\s]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** amount x price while both are readable (advanced mode), else null. */
export function liveTotal(form: LineForm): Rappen | null {
  if (form.mode !== 'advanced') return null;
  const amount = parseAmount(form.amount);
  const price = parseChf(form.price);
  return amount === null || price === null ? null : lineTotal(amount, price);
}

/**
 * Checks the form with domain's invoice line rules. An edited line keeps its type and its
 * flags (a proposed main line stays not removable); a new line is a custom line.
 */
export function checkLineForm(form: LineForm, original: InvoiceLine | null): LineFormCheck {
  const type: InvoiceLineType = original?.type ?? 'custom';
  const amount = parseAmount(form.amount);
  const result =
    form.mode === 'simple'
      ? validateInvoiceLine({ mode: 'simple', description: form.description, total: form.total }, type)
      : validateInvoiceLine({ mode: 'advanced', description: form.description, amount: amount ?? form.amount, price: form.price }, type);
  if (!result.ok) {
    const errors: LineErrors = {};
    for (const found of result.errors) {
      const field = FIELD_OF_CODE[found.code];
      if (field && !errors[field]) errors[field] = found.text;
    }
    return { ok: false, errors };
  }
  const flags = original ? { editable: original.editable, removeable: original.removeable } : {};
  return { ok: true, line: { ...result.line, ...flags } };
}
