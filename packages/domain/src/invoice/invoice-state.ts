// The status of a sent invoice as people read it, in one place for the invoice modal, the
// invoice journal and its Excel file (decision 027). An invoice with nothing open is settled by
// payments ("Bezahlt"), by credit notes ("Storniert") or by a write-off ("Abgeschrieben"): the
// paid time alone (set whenever nothing is open) does not say which.

export type InvoiceState = 'sent' | 'partlyPaid' | 'paid' | 'reminded' | 'cancelled' | 'writtenOff';

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  sent: 'Versandt',
  partlyPaid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  reminded: 'Gemahnt',
  cancelled: 'Storniert',
  writtenOff: 'Abgeschrieben',
};

/** What closed an invoice with nothing open: credit notes covering the total, else a write-off, else payments. Rappen. */
export function settledState(total: number, credited: number, writtenOff: number): Extract<InvoiceState, 'paid' | 'cancelled' | 'writtenOff'> {
  if (credited > 0 && credited >= total) return 'cancelled';
  return writtenOff > 0 ? 'writtenOff' : 'paid';
}
