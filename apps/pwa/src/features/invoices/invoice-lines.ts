// The lines of the invoice editor: replacing, adding and removing lines, the custom-line
// limit, and the body the create call sends (money in Rappen, as the server expects).
import { canAddCustomLine, MESSAGE_TEXTS, type InvoiceLine } from '@tragkraft/domain';
import type { InvoiceLineInput } from '@tragkraft/sync-protocol';

/** The line at `index` replaced, or `line` appended when index is null (a new line). */
export function putLine(lines: readonly InvoiceLine[], index: number | null, line: InvoiceLine): InvoiceLine[] {
  if (index === null || index < 0 || index >= lines.length) return [...lines, line];
  return lines.map((current, i) => (i === index ? line : current));
}

/** The lines without the one at `index`; a line that may not be removed stays. */
export function removeLine(lines: readonly InvoiceLine[], index: number): InvoiceLine[] {
  return lines.filter((line, i) => i !== index || !line.removeable);
}

/** The hint shown instead of adding a fourth custom line, or null while one may be added. */
export function customLineHint(lines: readonly InvoiceLine[]): string | null {
  return canAddCustomLine(lines) ? null : MESSAGE_TEXTS.tooManyCustomLines;
}

/** The lines as the create call sends them. */
export function linesBody(lines: readonly InvoiceLine[]): InvoiceLineInput[] {
  return lines.map((line) => ({
    type: line.type,
    description: line.description,
    amount: line.amount,
    price: line.price,
    total: line.total,
    editable: line.editable,
    removeable: line.removeable,
  }));
}

/** Whether the editor's lines are still the server's (nothing to re-create before sending). */
export function sameLines(a: readonly InvoiceLine[], b: readonly InvoiceLine[]): boolean {
  return JSON.stringify(linesBody(a)) === JSON.stringify(linesBody(b));
}
