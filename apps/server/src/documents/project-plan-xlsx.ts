// The project plan of an order as an Excel workbook: a header sheet with the order and its
// contacts, and a stages sheet with one row per stage.
import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import type { OrderDocument } from './order-document-model';
import { addTableSheet, EXCEL_DATE_FORMAT, EXCEL_WEEKDAY_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';

const PROJECT_PLAN_SHEETS = { order: 'Auftrag', stages: 'Etappen' } as const;

export async function renderProjectPlanXlsx(company: Company, order: OrderDocument): Promise<Buffer> {
  const workbook = newWorkbook(company.name);

  const header = workbook.addWorksheet(PROJECT_PLAN_SHEETS.order);
  header.columns = [{ width: 24 }, { width: 60 }];
  const rows: [string, string | Date][] = [
    ['Projektplan', `Auftrag Nr. ${order.orderId}`],
    ['Kunde', order.client],
    ['Dienstleistung', order.service],
    ['Auftragsnummer', order.orderNumber],
    ['Objekt', order.object.join(', ')],
    ['Auftragsdatum', excelDate(order.isoDate)],
    ['Total exkl. MWST (CHF)', formatChf(order.totalExclVat)],
  ];
  for (const row of rows) header.addRow(row);
  header.getCell('B6').numFmt = EXCEL_DATE_FORMAT;
  header.getRow(1).font = { bold: true, size: 14 };
  header.addRow([]);
  header.addRow(['Kontakte']).font = { bold: true };
  for (const contact of order.contacts) header.addRow([contact.label, [contact.name, contact.phone].filter(Boolean).join(', ')]);

  const sheet = addTableSheet(workbook, PROJECT_PLAN_SHEETS.stages, [
    { header: 'Etappe', key: 'label', width: 14 },
    // A real date (sorts and filters), shown with the German weekday whatever Excel's language.
    { header: 'Datum', key: 'date', width: 16, style: { numFmt: EXCEL_WEEKDAY_DATE_FORMAT } },
    { header: 'Zeit', key: 'time', width: 8 },
    { header: order.quantityLabel, key: 'quantity', width: 20 },
    { header: 'Auftragsnummer', key: 'orderNumber', width: 16 },
    { header: 'Bemerkungen', key: 'remarks', width: 50 },
  ]);
  for (const stage of order.stages) sheet.addRow({ ...stage, date: stage.isoDate ? excelDate(stage.isoDate) : stage.date });

  return workbookBuffer(workbook);
}
