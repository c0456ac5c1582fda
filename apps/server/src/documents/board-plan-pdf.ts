// The printed dispatch plans (issue 33, decision 035), A4 landscape: the week plan of a team
// (people by days, each stage with time, service, client and place) and a day sheet per person
// and day with stages (times, addresses, contacts, the drives from the depot, between the
// stages and back).
import PDFDocument from 'pdfkit';
import { formatDate } from '@tragkraft/domain';
import type { Company } from '../config';
import { toBuffer, type Pdf } from './pdf-letter';

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 36;
const BLUE = '#1c5d99';
const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

interface PlanStop {
  time: string | null;
  end: string | null;
  durationMinutes: number;
  service: string;
  client: string;
  orderId: number;
  stageNumber: number;
  address: string;
  /** 'Name, Telefon' lines of the order's contacts. */
  contacts: string[];
  /** The drive to this stop (from the depot for the first). */
  travelMinutes: number;
  planned: string[];
}

interface PlanDay {
  date: string;
  absence: string | null;
  stops: PlanStop[];
  backMinutes: number;
  travelMinutes: number;
  exceedsWorkingDay: boolean;
}

export interface PlanPerson {
  name: string;
  role: 'operator' | 'employee';
  phone: string;
  days: PlanDay[];
}

export interface BoardPlan {
  week: string;
  days: string[];
  depot: string;
  people: PlanPerson[];
}

const dayLabel = (date: string, i: number) => `${WEEKDAYS[i] ?? ''} ${formatDate(date)}`;
const span = (stop: PlanStop) => (stop.time ? `${stop.time}–${stop.end}` : `ohne Zeit, ${stop.durationMinutes} Min.`);
const roleName = (role: PlanPerson['role']) => (role === 'operator' ? 'Einsatzleiter' : 'Mitarbeiter');

function header(doc: Pdf, company: Company, title: string): void {
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BLUE).text(title, MARGIN, MARGIN, { width: WIDTH - 2 * MARGIN - 200 });
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(`${company.name} · ${company.phone}`, WIDTH - MARGIN - 200, MARGIN + 4, { width: 200, align: 'right' });
  doc.fillColor('#000000');
  doc.y = MARGIN + 26;
}

function weekPlan(doc: Pdf, company: Company, plan: BoardPlan): void {
  const shown = plan.days.filter((date, i) => i < 6 || plan.people.some((p) => p.days[i]!.stops.length > 0));
  const nameWidth = 110;
  const column = (WIDTH - 2 * MARGIN - nameWidth) / shown.length;
  const title = `Wochenplan ${plan.week.replace('-W', ' KW ')} (${formatDate(plan.days[0]!)} bis ${formatDate(plan.days[6]!)})`;
  const headRow = () => {
    header(doc, company, title);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    doc.text('Person', MARGIN, y, { width: nameWidth });
    shown.forEach((date, i) => doc.text(dayLabel(date, plan.days.indexOf(date)), MARGIN + nameWidth + i * column, y, { width: column - 4 }));
    doc.moveTo(MARGIN, y + 12).lineTo(WIDTH - MARGIN, y + 12).strokeColor(BLUE).lineWidth(0.8).stroke();
    doc.y = y + 16;
  };
  headRow();
  for (const person of plan.people) {
    const texts = shown.map((date) => {
      const day = person.days[plan.days.indexOf(date)]!;
      if (day.absence) return `abwesend (${day.absence})`;
      const lines = day.stops.map((s) => `${span(s)} ${s.service}\n${s.client}, ${s.address}`);
      if (day.stops.length > 0) lines.push(`Fahrzeit ${day.travelMinutes} Min.${day.exceedsWorkingDay ? ' – länger als der Arbeitstag' : ''}`);
      return lines.join('\n');
    });
    doc.font('Helvetica').fontSize(7);
    const height = Math.max(14, ...texts.map((text) => doc.heightOfString(text || ' ', { width: column - 4 }))) + 6;
    if (doc.y + height > HEIGHT - MARGIN) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
      headRow();
    }
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8).text(person.name, MARGIN, y, { width: nameWidth - 4 });
    doc.font('Helvetica').fontSize(7).fillColor('#555555').text(roleName(person.role), MARGIN, doc.y, { width: nameWidth - 4 }).fillColor('#000000');
    texts.forEach((text, i) => doc.text(text, MARGIN + nameWidth + i * column, y, { width: column - 4 }));
    doc.moveTo(MARGIN, y + height - 3).lineTo(WIDTH - MARGIN, y + height - 3).strokeColor('#cccccc').lineWidth(0.5).stroke();
    doc.y = y + height;
  }
  if (plan.people.length === 0) doc.font('Helvetica').fontSize(10).text('Keine Personen im Team.', MARGIN, doc.y);
}

function daySheet(doc: Pdf, company: Company, plan: BoardPlan, person: PlanPerson, day: PlanDay, index: number): void {
  doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
  header(doc, company, `Tagesblatt ${person.name} – ${dayLabel(day.date, index)}`);
  doc.font('Helvetica').fontSize(9).text(`${roleName(person.role)}${person.phone ? ` · ${person.phone}` : ''} · Start und Ende: ${plan.depot}`, MARGIN, doc.y);
  doc.moveDown(0.6);
  const columns = [
    { title: 'Zeit', width: 80 },
    { title: 'Fahrt', width: 60 },
    { title: 'Einsatz', width: 170 },
    { title: 'Adresse', width: 190 },
    { title: 'Kontakte', width: 150 },
    { title: 'Team', width: WIDTH - 2 * MARGIN - 650 },
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - 6 }))) + 6;
    if (doc.y + height > HEIGHT - MARGIN) doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i]!.width - 6 });
      x += columns[i]!.width;
    });
    doc.moveTo(MARGIN, y + height - 3).lineTo(WIDTH - MARGIN, y + height - 3).strokeColor('#cccccc').lineWidth(0.5).stroke();
    doc.y = y + height;
  };
  row(columns.map((c) => c.title), true);
  for (const stop of day.stops) {
    row([
      span(stop),
      `${stop.travelMinutes} Min.`,
      `${stop.service}\nAuftrag ${stop.orderId}, Etappe ${stop.stageNumber}\n${stop.client}`,
      stop.address,
      stop.contacts.join('\n') || '–',
      stop.planned.join('\n'),
    ]);
  }
  row(['Rückfahrt', `${day.backMinutes} Min.`, `zum Depot`, plan.depot, '', '']);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text(`Fahrzeit total ${day.travelMinutes} Min.${day.exceedsWorkingDay ? ' – der Tag mit Fahrten ist länger als der Arbeitstag.' : ''}`, MARGIN);
}

export function boardPlanPdf(company: Company, plan: BoardPlan): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `Disposition ${plan.week}`, Author: company.name } });
  weekPlan(doc, company, plan);
  for (const person of plan.people) {
    person.days.forEach((day, i) => {
      if (day.stops.length > 0) daySheet(doc, company, plan, person, day, i);
    });
  }
  return toBuffer(doc);
}
