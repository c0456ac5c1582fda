// The month's time sheet as Excel for payroll: one row per day (Datum, Beginn, Ende,
// Arbeitszeit, Pausen, Fahrt, bezahlt frei, Grund, Warnungen), then total, target and balance.
import { minutesToHours } from '@tragkraft/domain';
import { addTableSheet, EXCEL_WEEKDAY_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';
import type { TimeSheet } from './time-sheet-model';

const HOURS = { numFmt: '0.00' };

export async function renderTimeSheetXlsx(sheet: TimeSheet, companyName: string): Promise<Buffer> {
  const workbook = newWorkbook(companyName);
  const table = addTableSheet(workbook, 'Arbeitszeit', [
    { header: 'Datum', key: 'date', width: 16, style: { numFmt: EXCEL_WEEKDAY_DATE_FORMAT } },
    { header: 'Beginn', key: 'start', width: 8 },
    { header: 'Ende', key: 'end', width: 8 },
    { header: 'Arbeitszeit (h)', key: 'work', width: 14, style: HOURS },
    { header: 'Pausen (h)', key: 'breaks', width: 11, style: HOURS },
    { header: 'davon Fahrt (h)', key: 'travel', width: 14, style: HOURS },
    { header: 'Bezahlt frei (h)', key: 'paid', width: 14, style: HOURS },
    { header: 'Grund', key: 'reason', width: 16 },
    { header: 'Warnungen', key: 'warnings', width: 60 },
  ]);
  for (const day of sheet.days) {
    table.addRow({
      date: excelDate(day.date),
      start: day.start ?? '',
      end: day.end ?? '',
      work: minutesToHours(day.workMinutes),
      breaks: minutesToHours(day.breakMinutes),
      travel: minutesToHours(day.travelMinutes),
      paid: minutesToHours(day.paidMinutes),
      reason: day.paidName ?? '',
      warnings: day.warnings.join(' '),
    });
  }
  table.addRow({ date: `Total ${sheet.personName}`, work: minutesToHours(sheet.workMinutes), paid: minutesToHours(sheet.paidMinutes) }).font = { bold: true };
  table.addRow({ date: `Soll (${sheet.weeklyTargetHours} h/Woche)`, work: minutesToHours(sheet.targetMinutes) });
  table.addRow({ date: 'Saldo', work: minutesToHours(sheet.balanceMinutes) }).font = { bold: true };
  return workbookBuffer(workbook);
}
