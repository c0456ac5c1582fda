// OffenePosten.xlsx: one row per open item (Kunde, Rechnung Nr., Rechnungsdatum, Fällig am,
// Total, Bezahlt, Offen, Tage überfällig, Mahnstufe, Mahngebühren offen), in the screen's
// default order, with an autofilter so the sheet can be sorted and filtered in Excel; a total
// row of the open amounts and of the open fees. Fees are apart: they are not in "Offen".
import { reminderLevelText } from '@tragkraft/domain';
import { openFees, type OpenItem } from '@tragkraft/sync-protocol';
import { addTableSheet, EXCEL_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';

const CHF_FORMAT = "#,##0.00";

export async function renderOpenItemsXlsx(items: OpenItem[], companyName: string): Promise<Buffer> {
  const workbook = newWorkbook(companyName);
  const sheet = addTableSheet(workbook, 'Offene Posten', [
    { header: 'Kunde', key: 'client', width: 32 },
    { header: 'Rechnung Nr.', key: 'number', width: 14 },
    { header: 'Rechnungsdatum', key: 'date', width: 15, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Fällig am', key: 'due', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Total CHF', key: 'total', width: 13, style: { numFmt: CHF_FORMAT } },
    { header: 'Bezahlt CHF', key: 'received', width: 13, style: { numFmt: CHF_FORMAT } },
    { header: 'Offen CHF', key: 'open', width: 13, style: { numFmt: CHF_FORMAT } },
    { header: 'Tage überfällig', key: 'overdue', width: 15 },
    { header: 'Mahnstufe', key: 'level', width: 20 },
    { header: 'Mahngebühren offen CHF', key: 'fees', width: 16, style: { numFmt: CHF_FORMAT } },
  ]);
  for (const item of items) {
    sheet.addRow({
      client: item.clientName,
      number: item.invoiceNumber,
      date: excelDate(item.invoiceDate),
      due: excelDate(item.dueDate),
      total: item.total / 100,
      received: item.received / 100,
      open: item.openAmount / 100,
      overdue: item.daysOverdue,
      level: reminderLevelText(item.reminderLevel),
      fees: openFees(item) / 100,
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, items.length + 1), column: 10 } };
  const open = items.reduce((sum, item) => sum + item.openAmount, 0);
  const fees = items.reduce((sum, item) => sum + openFees(item), 0);
  sheet.addRow({ client: 'Total', open: open / 100, fees: fees / 100 }).font = { bold: true };
  return workbookBuffer(workbook);
}
