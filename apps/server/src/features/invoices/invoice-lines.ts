// The lines of a create request, checked with domain's invoice line rules (the spec's texts):
// description not empty; a simple line needs a numeric total; an advanced line an amount >= 0
// and a numeric price, its total is amount x price (recomputed here); at most 3 custom lines.
// Wire money is integer Rappen; a fractional Rappen value counts as not a number.
import { checkCustomLineLimit, validateInvoiceLine, type InvoiceLine, type InvoiceLineDraft } from '@tragkraft/domain';
import { INVOICE_TEXTS, type InvoiceLineInput } from '@tragkraft/sync-protocol';

/** A finding: domain's message code (or 'noLines'), the German text, the 1-based line. */
export type LineError = { code: string; text: string; index?: number };
export type LinesCheck = { ok: true; lines: InvoiceLine[] } | { ok: false; errors: LineError[] };

/** The main lines (distribution, service) cannot be removed; every other line can. */
const MAIN_TYPES = new Set(['distribution', 'service']);

const rappen = (value: number | null | undefined): number | string | null =>
  value === null || value === undefined ? null : Number.isInteger(value) ? value / 100 : 'kein Rappenbetrag';

export function checkInvoiceLines(inputs: readonly InvoiceLineInput[]): LinesCheck {
  if (inputs.length === 0) return { ok: false, errors: [{ code: 'noLines', text: INVOICE_TEXTS.noLines }] };
  const errors: LineError[] = [];
  const lines: InvoiceLine[] = [];
  inputs.forEach((input, i) => {
    const type = input.type ?? 'custom';
    const advanced = (input.amount ?? null) !== null || (input.price ?? null) !== null;
    const draft: InvoiceLineDraft = advanced
      ? { mode: 'advanced', description: input.description, amount: input.amount ?? null, price: rappen(input.price) }
      : { mode: 'simple', description: input.description, total: rappen(input.total) };
    const result = validateInvoiceLine(draft, type);
    if (!result.ok) {
      errors.push(...result.errors.map((error) => ({ ...error, index: i + 1 })));
      return;
    }
    const custom = type === 'custom';
    lines.push({
      ...result.line,
      editable: custom ? true : (input.editable ?? true),
      removeable: custom ? true : (input.removeable ?? !MAIN_TYPES.has(type)),
    });
  });
  const limit = checkCustomLineLimit(inputs.map((input) => ({ type: input.type ?? 'custom' })));
  if (limit) errors.push(limit);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}

/** The answer's message: every distinct text once. */
export function errorsMessage(errors: readonly LineError[]): string {
  return [...new Set(errors.map((error) => error.text))].join(' ');
}
