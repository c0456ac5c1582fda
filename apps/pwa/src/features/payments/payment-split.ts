// The arithmetic of "Rechnung zuordnen…" when one payment is split over several invoices:
// what is left of the payment, and whether the split asks for more than the payment brought.
// The server refuses the same (PAYMENT_TEXTS.splitTooLarge); the modal says it before sending.
import { formatChfWithCurrency } from '@tragkraft/domain';
import { PAYMENT_TEXTS } from '@tragkraft/sync-protocol';

/** One line of the split: an invoice and the Rappen assigned to it (null while not typed). */
export interface SplitRow {
  invoiceId: number | null;
  amountRp: number | null;
}

export interface SplitState {
  /** Sum of the typed amounts, Rappen. */
  assignedRp: number;
  /** Payment minus that sum (negative when over-assigned). */
  restRp: number;
  /** The German reason the split cannot be sent, or null. */
  problem: string | null;
}

export function splitState(paymentRp: number, rows: SplitRow[]): SplitState {
  const assignedRp = rows.reduce((total, row) => total + (row.amountRp ?? 0), 0);
  const restRp = paymentRp - assignedRp;
  const chosen = rows.map((row) => row.invoiceId).filter((id) => id !== null);
  let problem: string | null = null;
  if (restRp < 0) problem = PAYMENT_TEXTS.splitTooLarge(formatChfWithCurrency(assignedRp), formatChfWithCurrency(paymentRp));
  else if (new Set(chosen).size !== chosen.length) problem = PAYMENT_TEXTS.duplicateInvoice;
  else if (rows.some((row) => row.invoiceId === null || row.amountRp === null || row.amountRp <= 0)) problem = 'Bitte für jede Zeile eine Rechnung und einen Betrag angeben.';
  return { assignedRp, restRp, problem };
}

/**
 * What a newly chosen invoice takes by default: its open amount, at most what the other rows
 * leave of the payment (never less than nothing).
 */
export function defaultShareRp(paymentRp: number, rows: SplitRow[], index: number, openRp: number): number {
  const others = rows.reduce((total, row, i) => total + (i === index ? 0 : (row.amountRp ?? 0)), 0);
  return Math.max(0, Math.min(openRp, paymentRp - others));
}
