// The profitability workbook: one row per completed stage and a totals row. Columns:
// Datum (a real date shown dd.mm.yyyy), Auftrag (order id), Etappe (n/m), Kunde, Dienst,
// Umsatz mit Fahrt CHF (excl. VAT, drive included: the analytics' "Umsatz mit Fahrt"; their
// plain "Umsatz ohne Fahrt" leaves the drive out, decision 009), Basis (Rechnung or Offerte:
// where the revenue comes from), Stunden (team hours), Umsatz mit Fahrt pro Stunde CHF (empty
// without hours). Amounts are numbers in CHF (2 decimals).
import { toChf } from '@tragkraft/domain';
import type { Profitability } from './profitability-model';
import { addTableSheet, EXCEL_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';

const PROFITABILITY_SHEET = 'Rentabilität';

export async function renderProfitabilityXlsx(data: Profitability, companyName: string): Promise<Buffer> {
  const workbook = newWorkbook(companyName);
  const money = { numFmt: '#,##0.00' };
  const sheet = addTableSheet(workbook, PROFITABILITY_SHEET, [
    { header: 'Datum', key: 'date', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Auftrag', key: 'orderId', width: 9 },
    { header: 'Etappe', key: 'stage', width: 8 },
    { header: 'Kunde', key: 'clientName', width: 30 },
    { header: 'Dienst', key: 'service', width: 24 },
    { header: 'Umsatz mit Fahrt CHF', key: 'revenue', width: 20, style: money },
    { header: 'Basis', key: 'basis', width: 10 },
    { header: 'Stunden', key: 'hours', width: 10, style: { numFmt: '0.00' } },
    { header: 'Umsatz mit Fahrt pro Stunde CHF', key: 'perHour', width: 30, style: money },
  ]);
  for (const row of data.rows) {
    sheet.addRow({
      date: excelDate(row.date),
      orderId: row.orderId,
      stage: row.stage,
      clientName: row.clientName,
      service: row.service,
      revenue: toChf(row.revenue),
      basis: row.basis,
      hours: row.hours,
      perHour: row.revenuePerHour === null ? null : toChf(row.revenuePerHour),
    });
  }
  sheet.addRow({
    date: 'Total',
    revenue: toChf(data.totalRevenue),
    hours: data.totalHours,
    perHour: data.revenuePerHour === null ? null : toChf(data.revenuePerHour),
  }).font = { bold: true };
  return workbookBuffer(workbook);
}
