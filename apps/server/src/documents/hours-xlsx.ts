// StundenMitarbeiter.xlsx: one row per person and week (Jahr, KW, Von, Bis, Vorname,
// Nachname, Stunden as reported, Erfasst as recorded by the working time at those stages), a total row after each week and a grand total at the end. Weeks are in
// calendar order (oldest first), as a payroll sheet is read top down.
import type { WeeklyHours } from '@tragkraft/sync-protocol';
import { addTableSheet, EXCEL_DATE_FORMAT, excelDate, newWorkbook, workbookBuffer } from './xlsx-workbook';

const HOURS_SHEET = 'Stunden';

export async function renderHoursXlsx(weeks: WeeklyHours[], companyName: string): Promise<Buffer> {
  const workbook = newWorkbook(companyName);
  const sheet = addTableSheet(workbook, HOURS_SHEET, [
    { header: 'Jahr', key: 'year', width: 8 },
    { header: 'KW', key: 'week', width: 6 },
    { header: 'Von', key: 'from', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Bis', key: 'to', width: 12, style: { numFmt: EXCEL_DATE_FORMAT } },
    { header: 'Vorname', key: 'firstName', width: 18 },
    { header: 'Nachname', key: 'lastName', width: 18 },
    { header: 'Stunden', key: 'hours', width: 10, style: { numFmt: '0.00' } },
    { header: 'Erfasst', key: 'recorded', width: 10, style: { numFmt: '0.00' } },
  ]);
  let grandTotal = 0;
  let grandRecorded = 0;
  for (const week of [...weeks].reverse()) {
    const dates = { year: week.year, week: week.week, from: excelDate(week.startDate), to: excelDate(week.endDate) };
    for (const person of week.hours) sheet.addRow({ ...dates, firstName: person.firstName, lastName: person.lastName, hours: person.totalHours, recorded: person.recordedHours });
    sheet.addRow({ ...dates, firstName: `Total KW ${week.week}`, hours: week.totalHours, recorded: week.recordedHours }).font = { bold: true };
    grandTotal += week.totalHours;
    grandRecorded += week.recordedHours;
  }
  sheet.addRow({ firstName: 'Total', hours: Math.round(grandTotal * 100) / 100, recorded: Math.round(grandRecorded * 100) / 100 }).font = { bold: true };
  return workbookBuffer(workbook);
}
