// The bookings of the accounting export (decision 026), a pure function of what the period
// holds: each document is one booking of one or more lines "debit account / credit account /
// amount", all amounts positive (a negative amount swaps the accounts), so every line and
// every booking balances by construction.
//   invoice      debtors / revenue per VAT rate (net, VAT code), debtors / VAT owed, rounding
//   payment      bank / debtors (what the payment settles on the invoice)
//   fee          bank / fee income (dunning fees settled by the payment; no VAT: not a supply)
//   credit note  revenue / debtors per VAT rate, VAT owed / debtors, rounding
//   refund       debtors / bank (a credit paid back)
//   write-off    losses / debtors (net) and VAT owed / debtors (the VAT contained in the loss)
//   charges      bank charges / bank (a batch credited net of charges, its details gross)
import type { Rappen } from '@tragkraft/domain';
import type { AccountingAccounts } from '../../config';

/** Net and VAT of one VAT rate of a document (rate in basis points: 810 = 8.1 %). */
export interface RatePart {
  rateBp: number;
  netRp: Rappen;
  vatRp: Rappen;
}

interface ExportDocument {
  number: string;
  date: string;
  clientName: string;
  rates: RatePart[];
  roundingRp: Rappen;
}
interface ExportCreditNote extends ExportDocument {
  invoiceNumber: string;
}
interface ExportAllocation {
  paymentId: number;
  date: string;
  invoiceNumber: string;
  clientName: string;
  amountRp: Rappen;
  feeRp: Rappen;
}
interface ExportRefund {
  id: number;
  date: string;
  invoiceNumber: string;
  clientName: string;
  amountRp: Rappen;
}

/** A write-off: what was open (incl. VAT) at the invoice's VAT rate. */
interface ExportWriteOff extends ExportRefund {
  rateBp: number;
}

/** Bank charges a stored payment's entry was net of. */
interface ExportCharges {
  paymentId: number;
  date: string;
  amountRp: Rappen;
}

export interface AccountingInput {
  invoices: ExportDocument[];
  allocations: ExportAllocation[];
  creditNotes: ExportCreditNote[];
  refunds: ExportRefund[];
  writeOffs: ExportWriteOff[];
  charges: ExportCharges[];
}

/** What a line is: a net amount with its VAT rate, the VAT of that rate, or a plain amount. */
type LineRole = 'net' | 'vat' | 'plain';

export interface BookingLine {
  debit: string;
  credit: string;
  amountRp: Rappen;
  role: LineRole;
  /** The VAT rate the line belongs to (net and VAT lines), else null. */
  rateBp: number | null;
}

export interface Booking {
  kind: 'invoice' | 'payment' | 'fee' | 'creditNote' | 'refund' | 'writeOff' | 'charges';
  date: string;
  doc: string;
  text: string;
  lines: BookingLine[];
}

function line(debit: string, credit: string, amountRp: Rappen, role: LineRole = 'plain', rateBp: number | null = null): BookingLine[] {
  if (amountRp === 0) return [];
  return amountRp > 0 ? [{ debit, credit, amountRp, role, rateBp }] : [{ debit: credit, credit: debit, amountRp: -amountRp, role, rateBp }];
}

/** The lines of a document: an invoice books debtors to revenue and VAT, a credit note the reverse. */
function documentLines(doc: ExportDocument, a: AccountingAccounts, direction: 'invoice' | 'credit'): BookingLine[] {
  const book = (other: string, amount: Rappen, role: LineRole, rateBp: number | null) =>
    direction === 'invoice' ? line(a.debtors, other, amount, role, rateBp) : line(other, a.debtors, amount, role, rateBp);
  return [
    ...doc.rates.flatMap((rate) => [...book(a.revenue, rate.netRp, 'net', rate.rateBp), ...book(a.vat, rate.vatRp, 'vat', rate.rateBp)]),
    ...book(a.revenue, doc.roundingRp, 'plain', null),
  ];
}

/**
 * A loss on receivables lowers the consideration, so the VAT it contains is owed no more
 * (Art. 41 MWSTG): the gross amount splits into net and VAT at the invoice's rate.
 */
function writeOffLines(writeOff: ExportWriteOff, a: AccountingAccounts): BookingLine[] {
  const vatRp = Math.round((writeOff.amountRp * writeOff.rateBp) / (10_000 + writeOff.rateBp));
  return [...line(a.losses, a.debtors, writeOff.amountRp - vatRp, 'net', writeOff.rateBp), ...line(a.vat, a.debtors, vatRp, 'vat', writeOff.rateBp)];
}

const byDateThenDoc = (x: Booking, y: Booking) => x.date.localeCompare(y.date) || x.doc.localeCompare(y.doc, 'de-CH', { numeric: true });

export function accountingBookings(input: AccountingInput, accounts: AccountingAccounts): Booking[] {
  const bookings: Booking[] = [
    ...input.invoices.map((invoice): Booking => ({
      kind: 'invoice',
      date: invoice.date,
      doc: invoice.number,
      text: `Rechnung ${invoice.number} ${invoice.clientName}`,
      lines: documentLines(invoice, accounts, 'invoice'),
    })),
    ...input.allocations.flatMap((allocation): Booking[] => [
      {
        kind: 'payment',
        date: allocation.date,
        doc: `Z${allocation.paymentId}`,
        text: `Zahlung Rechnung ${allocation.invoiceNumber} ${allocation.clientName}`,
        lines: line(accounts.bank, accounts.debtors, allocation.amountRp),
      },
      {
        kind: 'fee',
        date: allocation.date,
        doc: `Z${allocation.paymentId}`,
        text: `Mahngebühr Rechnung ${allocation.invoiceNumber} ${allocation.clientName}`,
        lines: line(accounts.bank, accounts.fees, allocation.feeRp),
      },
    ]),
    ...input.creditNotes.map((note): Booking => ({
      kind: 'creditNote',
      date: note.date,
      doc: `G${note.number}`,
      text: `Gutschrift ${note.number} zu Rechnung ${note.invoiceNumber} ${note.clientName}`,
      lines: documentLines(note, accounts, 'credit'),
    })),
    ...input.refunds.map((refund): Booking => ({
      kind: 'refund',
      date: refund.date,
      doc: `R${refund.id}`,
      text: `Rückzahlung Guthaben Rechnung ${refund.invoiceNumber} ${refund.clientName}`,
      lines: line(accounts.debtors, accounts.bank, refund.amountRp),
    })),
    ...input.writeOffs.map((writeOff): Booking => ({
      kind: 'writeOff',
      date: writeOff.date,
      doc: `A${writeOff.id}`,
      text: `Abschreibung Rechnung ${writeOff.invoiceNumber} ${writeOff.clientName}`,
      lines: writeOffLines(writeOff, accounts),
    })),
    ...input.charges.map((charges): Booking => ({
      kind: 'charges',
      date: charges.date,
      doc: `Z${charges.paymentId}`,
      text: 'Bankspesen Sammelgutschrift',
      lines: line(accounts.bankCharges, accounts.bank, charges.amountRp),
    })),
  ];
  return bookings.filter((booking) => booking.lines.length > 0).sort(byDateThenDoc);
}
