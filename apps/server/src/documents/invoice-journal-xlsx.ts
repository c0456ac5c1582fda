// Rechnungen.xlsx: the invoice journal as listed (same filters), with an autofilter and a sum row.
import { INVOICE_STATUS_TEXTS, type InvoiceJournal } from '@tragkraft/sync-protocol';
import { addTableSheet, EXCEL_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';

const CHF_FORMAT = '#,##0.00';

export async function renderInvoiceJournalXlsx(journal: InvoiceJournal, companyName: string): Promise<Buffer> {
  const workbook = newWorkbook(companyName);
  const money = (header: string, key: string) => ({ header, key, width: 13, style: { numFmt: CHF_FORMAT } });
  const sheet = addTableSheet(workbook, 'Rechnungen', [
    { header: 'Rechnung Nr.', key: 'number', width: 14 },
    { header: 'Kunde', key: 'client', width: 32 },
    { header: 'Auftrag', key: 'order', width: 16 },
    { header: 'Rechnungsdatum', key: 'date', width: 15, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Fällig am', key: 'due', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    money('Betrag CHF', 'total'),
    money('Bezahlt CHF', 'paid'),
    money('Gutgeschrieben CHF', 'credited'),
    money('Offen CHF', 'open'),
    { header: 'Status', key: 'status', width: 18 },
  ]);
  for (const row of journal.rows) {
    sheet.addRow({
      number: row.invoiceNumber,
      client: row.clientName,
      order: row.orderNumber || String(row.orderId),
      date: excelDate(row.invoiceDate),
      due: excelDate(row.dueDate),
      total: row.total / 100,
      paid: row.paid / 100,
      credited: row.credited / 100,
      open: row.open / 100,
      status: INVOICE_STATUS_TEXTS[row.status],
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, journal.rows.length + 1), column: 10 } };
  const { sums } = journal;
  sheet.addRow({ number: 'Total', total: sums.total / 100, paid: sums.paid / 100, credited: sums.credited / 100, open: sums.open / 100 }).font = { bold: true };
  return workbookBuffer(workbook);
}
