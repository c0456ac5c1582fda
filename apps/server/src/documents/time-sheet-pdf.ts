// The month's time sheet as PDF to sign (issue 32; ArGV 1 art. 73): the letterhead, one line
// per day with start, end, work, breaks, travel and paid days, the warnings, the totals
// against the target, and lines for the signatures of the person and the employer.
import { formatDate, formatDuration, weekdayAbbreviation } from '@tragkraft/domain';
import type { Company } from '../config';
import { queuedPdfRender } from '../limits/render-queue';
import { CONTENT_WIDTH, heading, MARGIN, startLetter, toBuffer, type Pdf } from './pdf-letter';
import type { TimeSheet } from './time-sheet-model';

const COLUMNS = [
  { title: 'Tag', width: 90 },
  { title: 'Beginn', width: 45 },
  { title: 'Ende', width: 45 },
  { title: 'Arbeit', width: 55 },
  { title: 'Pausen', width: 55 },
  { title: 'Fahrt', width: 55 },
  { title: 'Bezahlt frei', width: CONTENT_WIDTH - 345 },
] as const;
const PAGE_BOTTOM = 780;

function row(doc: Pdf, cells: string[], bold = false): void {
  if (doc.y > PAGE_BOTTOM) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((text, i) => {
    doc.text(text, x, y, { width: COLUMNS[i]!.width, lineBreak: false });
    x += COLUMNS[i]!.width;
  });
  doc.y = y + 13;
}

const duration = (minutes: number) => (minutes === 0 ? '' : formatDuration(minutes));

async function timeSheetPdf(sheet: TimeSheet, company: Company, today: string): Promise<Buffer> {
  const [year, month] = sheet.month.split('-');
  const doc = startLetter(company, { title: `Arbeitszeit ${month}.${year}`, date: formatDate(today), recipient: [sheet.personName, `Sollarbeitszeit ${sheet.weeklyTargetHours} Stunden pro Woche`] });
  row(doc, COLUMNS.map((column) => column.title), true);
  for (const day of sheet.days) {
    const paid = day.paidName ? `${duration(day.paidMinutes)} ${day.paidName}`.trim() : '';
    row(doc, [`${weekdayAbbreviation(day.date)} ${formatDate(day.date)}`, day.start ?? '', day.end ?? '', duration(day.workMinutes), duration(day.breakMinutes), duration(day.travelMinutes), paid]);
  }
  doc.moveDown(0.5);
  row(doc, ['Total', '', '', formatDuration(sheet.workMinutes), '', '', formatDuration(sheet.paidMinutes)], true);
  row(doc, ['Soll', '', '', formatDuration(sheet.targetMinutes), '', '', '']);
  row(doc, ['Saldo', '', '', formatDuration(sheet.balanceMinutes), '', '', ''], true);
  const warnings = sheet.days.flatMap((day) => day.warnings);
  if (warnings.length > 0) {
    heading(doc, 'Hinweise zum Arbeitsgesetz');
    doc.fontSize(9);
    for (const warning of warnings) doc.text(`– ${warning}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  if (doc.y > PAGE_BOTTOM - 80) doc.addPage();
  doc.moveDown(3).fontSize(10);
  const y = doc.y;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + 200, y).moveTo(MARGIN + CONTENT_WIDTH - 200, y).lineTo(MARGIN + CONTENT_WIDTH, y).strokeColor('#000000').lineWidth(0.5).stroke();
  doc.text('Datum, Unterschrift Mitarbeiter/in', MARGIN, y + 4, { width: 200 });
  doc.text('Datum, Unterschrift Arbeitgeber', MARGIN + CONTENT_WIDTH - 200, y + 4, { width: 200 });
  return toBuffer(doc);
}

/** Runs in the process's render queue like every PDF. */
export const renderTimeSheetPdf = queuedPdfRender(timeSheetPdf);
