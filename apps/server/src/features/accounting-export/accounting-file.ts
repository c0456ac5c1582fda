// The two file formats of the accounting export (decision 026).
// banana: Banana Accounting's import of double-entry transactions ("Text file with column
//   headers"): tab-separated, the column names of its Transactions table on the first line
//   (Date, Doc, Description, AccountDebit, AccountCredit, Amount, VatCode), dates yyyy-mm-dd,
//   UTF-8. A sales VAT code makes Banana split the amount (incl. VAT) into revenue and VAT, so
//   the net and VAT of one rate become one line of their sum with the rate's code.
// csv: a generic journal for any other program: one line per booking line with the VAT
//   explicit, ';'-separated (what Swiss Excel opens), UTF-8 with BOM, CRLF.
import type { AccountingExportFormat } from '@tragkraft/sync-protocol';
import type { Booking, BookingLine } from './accounting-bookings';

/** Banana's Swiss sales VAT codes per rate (basis points). */
const VAT_CODES: Record<number, string> = { 810: 'V81', 380: 'V38', 260: 'V26' };
const vatCodeOf = (rateBp: number | null) => (rateBp === null ? '' : (VAT_CODES[rateBp] ?? ''));

/** 123450 -> '1234.50' (no thousands separator: both formats read it as a number). */
const amount = (rappen: number) => `${Math.trunc(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;
const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/** Net and VAT lines of the same rate joined into one line of their sum (Banana splits it again). */
function bananaLines(lines: BookingLine[]): { debit: string; credit: string; amountRp: number; vatCode: string }[] {
  const out: { debit: string; credit: string; amountRp: number; vatCode: string }[] = [];
  for (const l of lines) {
    if (l.role === 'vat') continue;
    if (l.role === 'plain') {
      out.push({ debit: l.debit, credit: l.credit, amountRp: l.amountRp, vatCode: '' });
      continue;
    }
    const vat = lines.find((v) => v.role === 'vat' && v.rateBp === l.rateBp);
    // The VAT line runs the same way as its net line (both from or both to the debtors).
    const sameWay = vat && (vat.debit === l.debit || vat.credit === l.credit);
    out.push({ debit: l.debit, credit: l.credit, amountRp: l.amountRp + (vat ? (sameWay ? vat.amountRp : -vat.amountRp) : 0), vatCode: vatCodeOf(l.rateBp) });
  }
  return out;
}

function bananaFile(bookings: Booking[]): string {
  const rows = [['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount', 'VatCode']];
  for (const b of bookings) {
    for (const l of bananaLines(b.lines)) rows.push([b.date, b.doc, oneLine(b.text), l.debit, l.credit, amount(l.amountRp), l.vatCode]);
  }
  return rows.map((row) => row.join('\t')).join('\n') + '\n';
}

const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const ROLE_TEXT = { net: 'Netto', vat: 'MWST', plain: '' } as const;
const KIND_TEXT: Record<Booking['kind'], string> = { invoice: 'Rechnung', payment: 'Zahlung', fee: 'Mahngebühr', creditNote: 'Gutschrift', refund: 'Rückzahlung', writeOff: 'Abschreibung', charges: 'Bankspesen' };

const CSV_HEADER = ['Datum', 'Beleg', 'Art', 'Text', 'Soll', 'Haben', 'Betrag', 'MWST-Code', 'MWST-Satz', 'Zeile'];

function csvFile(bookings: Booking[]): string {
  const rows = [CSV_HEADER];
  for (const b of bookings) {
    for (const l of b.lines) {
      const rate = l.rateBp === null ? '' : `${l.rateBp / 100}`;
      rows.push([b.date, b.doc, KIND_TEXT[b.kind], oneLine(b.text), l.debit, l.credit, amount(l.amountRp), l.role === 'net' ? vatCodeOf(l.rateBp) : '', rate, ROLE_TEXT[l.role]]);
    }
  }
  return '\ufeff' + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

export function accountingFile(bookings: Booking[], format: AccountingExportFormat): string {
  return format === 'banana' ? bananaFile(bookings) : csvFile(bookings);
}
