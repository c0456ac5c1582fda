// The work report ("Arbeitsrapport") as an A4 PDF in the house letter layout: order and stage,
// address, team and hours, truck arrival, remarks, damage notes, up to six photo thumbnails
// and the customer's on-site signature. The server has no image library: pdfkit embeds the
// stored JPEG/PNG itself and scales it into its box (`fit`); a file it cannot read is named,
// not fatal.
import type { Company } from '../config';
import { amountRow, CONTENT_WIDTH, heading, MARGIN, startLetter, toBuffer, type Pdf } from './pdf-letter';
import type { WorkReport } from './work-report-model';
import { queuedPdfRender } from '../limits/render-queue';

/** Lowest y a block may start at before it goes to a new page (A4 minus the bottom margin). */
const PAGE_BOTTOM = 785;
const PHOTO_COLUMNS = 3;
const PHOTO_GAP = 10;
const PHOTO_WIDTH = (CONTENT_WIDTH - (PHOTO_COLUMNS - 1) * PHOTO_GAP) / PHOTO_COLUMNS;
const PHOTO_HEIGHT = 110;
const CAPTION_HEIGHT = 24;
const SIGNATURE_BOX: [number, number] = [240, 96];
/** A heading with its space above and below: kept on the page of what follows it. */
const HEADING_HEIGHT = 32;

function roomFor(doc: Pdf, height: number): void {
  if (doc.y + height > PAGE_BOTTOM) doc.addPage();
}

/** Label left, value beside it. */
function factRow(doc: Pdf, label: string, value: string): void {
  roomFor(doc, 14);
  const y = doc.y;
  doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 130 });
  const after = doc.y;
  doc.font('Helvetica').text(value, MARGIN + 135, y, { width: CONTENT_WIDTH - 135 });
  doc.y = Math.max(after, doc.y);
  doc.x = MARGIN;
}

/** An image scaled into its box; false when pdfkit cannot read it. */
function image(doc: Pdf, content: Buffer, x: number, y: number, box: [number, number]): boolean {
  try {
    doc.image(content, x, y, { fit: box, align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

function photos(doc: Pdf, report: WorkReport): void {
  if (report.photos.length === 0 && !report.photosNote) return;
  roomFor(doc, HEADING_HEIGHT + (report.photos.length > 0 ? PHOTO_HEIGHT + CAPTION_HEIGHT : 14));
  heading(doc, 'Bilder');
  for (let start = 0; start < report.photos.length; start += PHOTO_COLUMNS) {
    roomFor(doc, PHOTO_HEIGHT + CAPTION_HEIGHT);
    const top = doc.y;
    report.photos.slice(start, start + PHOTO_COLUMNS).forEach((photo, i) => {
      const x = MARGIN + i * (PHOTO_WIDTH + PHOTO_GAP);
      if (!image(doc, photo.content, x, top, [PHOTO_WIDTH, PHOTO_HEIGHT])) {
        doc.fontSize(8).text('(Bild nicht lesbar)', x, top + PHOTO_HEIGHT / 2, { width: PHOTO_WIDTH, align: 'center' });
      }
      doc.fontSize(8).text(photo.caption, x, top + PHOTO_HEIGHT + 3, { width: PHOTO_WIDTH, height: CAPTION_HEIGHT - 4, ellipsis: true });
    });
    doc.fontSize(10);
    doc.y = top + PHOTO_HEIGHT + CAPTION_HEIGHT;
    doc.x = MARGIN;
  }
  if (report.photosNote) doc.text(report.photosNote, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

function signature(doc: Pdf, report: WorkReport): void {
  const signed = report.signature;
  roomFor(doc, HEADING_HEIGHT + (signed ? SIGNATURE_BOX[1] + 50 : 14));
  heading(doc, 'Unterschrift Kunde');
  if (!signed) {
    doc.text(report.notSigned, MARGIN, doc.y, { width: CONTENT_WIDTH });
    return;
  }
  const top = doc.y;
  const shown = signed.content !== null && image(doc, signed.content, MARGIN, top, SIGNATURE_BOX);
  doc.y = shown ? top + SIGNATURE_BOX[1] + 4 : top;
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + SIGNATURE_BOX[0], doc.y).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.3).text(signed.line, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (signed.remark) doc.text(`Bemerkung: ${signed.remark}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

function workReportPdf(company: Company, report: WorkReport): Promise<Buffer> {
  const doc = startLetter(company, { title: report.title, date: report.date, recipient: report.recipient });
  for (const [label, value] of report.facts) factRow(doc, label, value);

  heading(doc, 'Adresse');
  doc.text(report.address.join('\n') || '–', MARGIN, doc.y, { width: CONTENT_WIDTH });

  heading(doc, 'Team und Stunden');
  if (report.team.length === 0) doc.text('–', MARGIN);
  for (const person of report.team) {
    roomFor(doc, 14);
    amountRow(doc, person.name, person.hours);
  }
  if (report.totalHours) amountRow(doc, 'Total Arbeitsstunden', report.totalHours, true);

  heading(doc, 'Bericht');
  if (report.delivery) {
    factRow(doc, 'Ankunft Lastwagen', report.delivery.truckArrival);
    factRow(doc, 'Schäden', report.delivery.damages);
  }
  factRow(doc, 'Bemerkungen', report.general);
  if (report.damageNotes.length > 0) {
    heading(doc, 'Schadennotizen');
    for (const note of report.damageNotes) {
      roomFor(doc, 14);
      doc.text(`– ${note}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
    }
  }

  photos(doc, report);
  signature(doc, report);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderWorkReportPdf = queuedPdfRender(workReportPdf);
