// The month's time sheet as CSV for payroll, like the other CSV exports: ';'-separated (what
// Swiss Excel opens), UTF-8 with BOM, CRLF; hours as decimal numbers with a point.
import { minutesToHours } from '@tragkraft/domain';
import type { TimeSheet } from './time-sheet-model';

const HEADER = ['Datum', 'Beginn', 'Ende', 'Arbeitszeit (h)', 'Pausen (h)', 'davon Fahrt (h)', 'Bezahlt frei (h)', 'Grund', 'Warnungen'];
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function renderTimeSheetCsv(sheet: TimeSheet): string {
  const lines = [HEADER];
  for (const day of sheet.days) {
    lines.push([day.date, day.start ?? '', day.end ?? '', String(minutesToHours(day.workMinutes)), String(minutesToHours(day.breakMinutes)), String(minutesToHours(day.travelMinutes)), String(minutesToHours(day.paidMinutes)), day.paidName ?? '', day.warnings.join(' ')]);
  }
  lines.push(['Total', '', '', String(minutesToHours(sheet.workMinutes)), '', '', String(minutesToHours(sheet.paidMinutes)), '', '']);
  lines.push(['Soll', '', '', String(minutesToHours(sheet.targetMinutes)), '', '', '', '', '']);
  lines.push(['Saldo', '', '', String(minutesToHours(sheet.balanceMinutes)), '', '', '', '', '']);
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
