// The invoice line modal as pure state: what the fields hold (numbers read by the app's one
// number input: CHF as francs, the amount as hours or pieces), the live total of an advanced
// line, and the check that turns the form into a line with the spec's messages under the
// fields they are about.
import { lineTotal, toChf, toRappen, validateInvoiceLine, type InvoiceLine, type InvoiceLineType, type Rappen } from '@tragkraft/domain';

export type LineMode = 'simple' | 'advanced';

export interface LineForm {
  mode: LineMode;
  description: string;
  /** Simple line: the total in CHF; null while the field is empty. */
  total: number | null;
  /** Advanced line: the amount (hours, pieces) and the price per unit in CHF. */
  amount: number | null;
  price: number | null;
}

type LineField = 'description' | 'total' | 'amount' | 'price';
export type LineErrors = Partial<Record<LineField, string>>;
export type LineFormCheck = { ok: true; line: InvoiceLine } | { ok: false; errors: LineErrors };

export const EMPTY_LINE_FORM: LineForm = { mode: 'simple', description: '', total: null, amount: null, price: null };
/** The bounds of the line fields (CHF, either sign: credit lines are negative). */
export const LINE_CHF_BOUND = 1_000_000;
export const LINE_AMOUNT_MAX = 100_000;

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
    total: toChf(line.total),
    amount: line.amount,
    price: line.price === null ? null : toChf(line.price),
  };
}

/** amount x price while both are given (advanced mode), else null. */
export function liveTotal(form: LineForm): Rappen | null {
  if (form.mode !== 'advanced' || form.amount === null || form.price === null) return null;
  return lineTotal(form.amount, toRappen(form.price));
}

/**
 * Checks the form with domain's invoice line rules. An edited line keeps its type and its
 * flags (a proposed main line stays not removable); a new line is a custom line.
 */
export function checkLineForm(form: LineForm, original: InvoiceLine | null): LineFormCheck {
  const type: InvoiceLineType = original?.type ?? 'custom';
  const result =
    form.mode === 'simple'
      ? validateInvoiceLine({ mode: 'simple', description: form.description, total: form.total }, type)
      : validateInvoiceLine({ mode: 'advanced', description: form.description, amount: form.amount, price: form.price }, type);
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
