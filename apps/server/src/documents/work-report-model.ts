// What the work report ("Arbeitsrapport", issue 19) of a stage says, independent of the file
// format: built from the stage, its order, team, images and on-site signature as stored.
import { formatDate, formatHours, formatTime, isValidIsoDate, serviceByTypeId, SITE_SERVICE_TYPE_ID, weekdayAbbreviation, zurichToday, zurichWallClock } from '@tragkraft/domain';
import { onSiteSignedText, REPORT_UPLOAD_TEXTS } from '@tragkraft/sync-protocol';

/** Photos shown as thumbnails; the count of the others is named. */
export const WORK_REPORT_MAX_PHOTOS = 6;

export interface WorkReportSource {
  orderId: number;
  stageNumber: number;
  stagesCount: number;
  typeId: number;
  orderNumber: string;
  date: string | null;
  time: string | null;
  address: string;
  clientName: string;
  truckArrivalTime: string | null;
  general: string | null;
  damages: boolean | null;
  /** Total work hours of the stage as saved (site service). */
  workHours: number | null;
  team: { firstName: string; lastName: string; role: string; hours: number | null; confirmation: boolean | null }[];
  /** Comments of the damage images. */
  damageNotes: string[];
  /** The first photos (JPEG or PNG, what pdfkit embeds), in the report's order. */
  photos: { content: Buffer; comment: string }[];
  /** Photos of the stage in all (those not embedded included). */
  photoCount: number;
  /** The PNG is null when its file is gone: the signer and time are still shown. */
  signature: { content: Buffer | null; signerName: string; signedAt: string; remark: string | null } | null;
  /** When the document is made. */
  now: Date;
}

export interface WorkReport {
  title: string;
  fileName: string;
  date: string;
  recipient: string[];
  /** Label and value lines of the order and stage. */
  facts: [string, string][];
  address: string[];
  team: { name: string; hours: string }[];
  totalHours: string | null;
  /** Truck arrival and damages; null for a site-service stage (type 8), where they do not apply. */
  delivery: { truckArrival: string; damages: string } | null;
  general: string;
  damageNotes: string[];
  photos: { content: Buffer; caption: string }[];
  /** 'Weitere 3 Bilder im Arbeitsrapport in der App.' when not all are shown; '' otherwise. */
  photosNote: string;
  signature: { content: Buffer | null; line: string; remark: string | null } | null;
  /** Shown instead of the signature. */
  notSigned: string;
}

export const workReportFileName = (orderId: number, stageNumber: number) => `Arbeitsrapport ${orderId}-${stageNumber}.pdf`;

/** An instant as 'dd.MM.yyyy HH:mm', Zurich time. */
export function instantText(iso: string): string {
  const { date, time } = zurichWallClock(new Date(iso));
  return `${formatDate(date)} ${time}`;
}

const personName = (p: { firstName: string; lastName: string; role: string }) => `${p.firstName} ${p.lastName}`.trim() + (p.role === 'operator' ? ' (EL)' : '');

export function buildWorkReport(source: WorkReportSource): WorkReport {
  const date = source.date && isValidIsoDate(source.date) ? `${weekdayAbbreviation(source.date)} ${formatDate(source.date)}` : 'ohne Datum';
  const team = source.team
    .filter((p) => p.confirmation !== false || (p.hours ?? 0) > 0)
    .map((p) => ({ name: personName(p), hours: p.hours === null ? '–' : formatHours(p.hours) }));
  const facts: [string, string][] = [
    ['Auftrag', String(source.orderId)],
    ['Etappe', `${source.stageNumber}/${source.stagesCount}`],
    ['Dienstleistung', serviceByTypeId(source.typeId)?.name ?? `Dienst ${source.typeId}`],
    ['Datum', date],
    ['Zeit', source.time ? formatTime(source.time) : '–'],
  ];
  if (source.orderNumber) facts.splice(1, 0, ['Ihre Auftragsnummer', source.orderNumber]);
  const more = source.photoCount - source.photos.length;
  const { signature } = source;
  return {
    title: `Arbeitsrapport ${source.orderId}-${source.stageNumber}`,
    fileName: workReportFileName(source.orderId, source.stageNumber),
    date: formatDate(zurichToday(source.now)),
    recipient: [source.clientName],
    facts,
    address: source.address.split('\n').filter(Boolean),
    team,
    totalHours: source.workHours === null ? null : formatHours(source.workHours),
    delivery:
      source.typeId === SITE_SERVICE_TYPE_ID
        ? null
        : { truckArrival: source.truckArrivalTime ? formatTime(source.truckArrivalTime) : '–', damages: source.damages === null ? 'nicht angegeben' : source.damages ? 'Ja' : 'Nein' },
    general: source.general?.trim() || '–',
    damageNotes: source.damageNotes.map((note) => note.trim() || '(ohne Kommentar)'),
    photos: source.photos.map((photo) => ({ content: photo.content, caption: photo.comment.trim() })),
    photosNote: more > 0 ? `Weitere ${more} ${more === 1 ? 'Bild' : 'Bilder'} im Arbeitsrapport in der App.` : '',
    signature: signature && {
      content: signature.content,
      line: `${onSiteSignedText(signature.signerName)}, ${instantText(signature.signedAt)}`,
      remark: signature.remark,
    },
    notSigned: REPORT_UPLOAD_TEXTS.notSignedOnSite,
  };
}
