// The audit log as a bookkeeper reads it (issue 28 §6): one German sentence per entry and one
// per field, with the field's label, Swiss dates and amounts, never JSON or a field name. The
// server stores { field: { from, to } } for changes and plain values for additions and
// removals (features/audit/record-audit.ts); every action it records has a sentence here, and
// a server test checks that no recorded action is missing.
import { formatChfWithCurrency, formatDate, formatHours, formatTableDateTime } from './format';
import { isValidIsoDate } from './dates/calendar';
import { zurichWallClock } from './dates/zurich';
import { serviceByTypeId } from './services';
import { TIME_ENTRY_LABELS } from './working-time/kinds';

export type AuditTextEntry = { entity: string; action: string; changes: unknown };

const ENTITY: Record<string, string> = { order: 'Auftrag', stage: 'Etappe', assignment: 'Team', client: 'Kunde', user: 'Benutzer', invoice: 'Rechnung', payment: 'Zahlung' };

/** The sentence of each recorded action, by entity and action. */
export const AUDIT_ACTION_TEXT: Record<string, string> = {
  'client.create': 'Kunde erfasst.',
  'client.update': 'Kunde geändert.',
  'user.create': 'Benutzer erfasst.',
  'user.update': 'Benutzer geändert.',
  'user.delete': 'Benutzer gelöscht.',
  'user.anonymise': 'Benutzer anonymisiert (seine Einsätze bleiben erhalten).',
  'user.sendPasswordLink': 'Link zum Setzen des Passworts gesendet.',
  'user.absence.create': 'Abwesenheit eingetragen.',
  'user.absence.delete': 'Abwesenheit gelöscht.',
  'user.time.correct': 'Arbeitszeit korrigiert.',
  'user.time.approve': 'Arbeitswoche visiert.',
  'order.update': 'Auftrag geändert.',
  'order.cancel': 'Auftrag storniert.',
  'order.addStage': 'Etappe hinzugefügt.',
  'order.removeStage': 'Etappe entfernt.',
  'stage.update': 'Etappe geändert.',
  'assignment.assign': 'Mitarbeiter eingeteilt.',
  'assignment.unassign': 'Mitarbeiter ausgeteilt.',
  'invoice.markedPaid': 'Rechnung als bezahlt markiert.',
  'invoice.paymentBooked': 'Zahlung auf die Rechnung verbucht.',
  'invoice.reminderSent': 'Mahnung versandt.',
  'invoice.reminderPrinted': 'Mahnung zum Drucken erstellt (der Kunde hat keine E-Mail-Adresse für Rechnungen).',
  'invoice.dunningBlocked': 'Mahnsperre für die Rechnung gesetzt.',
  'invoice.dunningBlockLifted': 'Mahnsperre der Rechnung aufgehoben.',
  'client.dunningBlocked': 'Mahnsperre für alle Rechnungen des Kunden gesetzt.',
  'client.dunningBlockLifted': 'Mahnsperre des Kunden aufgehoben.',
  'invoice.paymentReversed': 'Zahlung von der Bank zurückgebucht.',
  'invoice.paymentUnassigned': 'Zuordnung einer Zahlung aufgehoben.',
  'invoice.creditNoteCreated': 'Gutschrift erstellt.',
  'invoice.writtenOff': 'Restbetrag der Rechnung abgeschrieben (Verlust aus Forderungen).',
  'invoice.creditRefunded': 'Guthaben zurückbezahlt.',
  'invoice.creditOffset': 'Guthaben mit einer anderen Rechnung verrechnet.',
  'invoice.creditOffsetReceived': 'Guthaben einer anderen Rechnung verrechnet.',
  'payment.paymentAssigned': 'Zahlung von Hand zugeordnet.',
  'payment.paymentIgnored': 'Zahlung ignoriert.',
  'payment.paymentUnassigned': 'Zuordnung der Zahlung aufgehoben.',
  'payment.paymentReplacedByDetails': 'Sammelgutschrift durch die Einzelzahlungen der camt.054 ersetzt.',
};

type Kind = 'text' | 'service' | 'percent' | 'date' | 'instant' | 'money' | 'yesNo' | 'hours' | 'role' | 'gender' | 'outcome' | 'addressType' | 'special' | 'timeKind';
type Field = { label: string; kind?: Kind };

// Labels of the fields the server records. Money fields of invoices are Rappen.
const FIELDS: Record<string, Field> = {
  company: { label: 'Firma' },
  address: { label: 'Adresse' },
  invoiceEmail: { label: 'Rechnungs-E-Mail' },
  special: { label: 'Sonderkondition', kind: 'special' },
  applianceMakerPricing: { label: 'Gerätehersteller-Preise', kind: 'yesNo' },
  waitingTimeAmount: { label: 'Wartezeit pro Mann und Stunde', kind: 'money' },
  settings: { label: 'Dienste und Rabatte' },
  typeId: { label: 'Dienst', kind: 'service' },
  serviceEnabled: { label: 'freigeschaltet', kind: 'yesNo' },
  discountPercent: { label: 'Rabatt', kind: 'percent' },
  clientId: { label: 'Kunde Nr.' },
  email: { label: 'E-Mail' },
  gender: { label: 'Anrede', kind: 'gender' },
  firstName: { label: 'Vorname' },
  lastName: { label: 'Nachname' },
  phone: { label: 'Telefon' },
  role: { label: 'Funktion', kind: 'role' },
  noEmail: { label: 'Keine E-Mails', kind: 'yesNo' },
  cc: { label: 'Kopie der Kunden-E-Mails', kind: 'yesNo' },
  permanent: { label: 'Fest eingeteilt', kind: 'yesNo' },
  inactive: { label: 'Inaktiv', kind: 'yesNo' },
  adminSendEmail: { label: 'E-Mails an Admin', kind: 'yesNo' },
  hasPassword: { label: 'Passwort gesetzt', kind: 'yesNo' },
  sentTo: { label: 'Gesendet an' },
  startDate: { label: 'Von', kind: 'date' },
  endDate: { label: 'Bis', kind: 'date' },
  reason: { label: 'Grund' },
  // working time (issue 32)
  at: { label: 'Zeit', kind: 'instant' },
  kind: { label: 'Eintrag', kind: 'timeKind' },
  week: { label: 'Woche' },
  weeklyTargetHours: { label: 'Sollstunden pro Woche', kind: 'hours' },
  cancelReason: { label: 'Grund der Stornierung' },
  status: { label: 'Status', kind: 'text' },
  orderNumber: { label: 'Bestellnummer' },
  orderAddressType: { label: 'Art der Adresse', kind: 'addressType' },
  orderAddress: { label: 'Einsatzadresse' },
  contactGeneral: { label: 'Kontakt allgemein' },
  contactGeneralPhone: { label: 'Telefon Kontakt allgemein' },
  contactArchitect: { label: 'Architekt' },
  contactArchitectPhone: { label: 'Telefon Architekt' },
  contactCManager: { label: 'Bauleiter' },
  contactCManagerPhone: { label: 'Telefon Bauleiter' },
  contactFiller: { label: 'Besteller' },
  contactFillerPhone: { label: 'Telefon Besteller' },
  contactDriver: { label: 'Chauffeur' },
  contactDriverPhone: { label: 'Telefon Chauffeur' },
  stagesCount: { label: 'Anzahl Etappen' },
  date: { label: 'Datum', kind: 'date' },
  time: { label: 'Zeit' },
  amount: { label: 'Anzahl' },
  hours: { label: 'Stunden', kind: 'hours' },
  remarks: { label: 'Bemerkungen' },
  name: { label: 'Name' },
  confirmation: { label: 'Bestätigt', kind: 'yesNo' },
  invoicePaidTime: { label: 'Bezahlt am', kind: 'instant' },
  fileName: { label: 'Bankdatei' },
  valueDate: { label: 'Valuta', kind: 'date' },
  reference: { label: 'Referenz' },
  outcome: { label: 'Ergebnis', kind: 'outcome' },
  openAmount: { label: 'Offener Betrag', kind: 'money' },
  credit: { label: 'Guthaben', kind: 'money' },
  title: { label: 'Stufe' },
  fee: { label: 'Mahngebühr', kind: 'money' },
  bookingDate: { label: 'Buchungsdatum', kind: 'date' },
  creditNoteNumber: { label: 'Gutschrift Nr.' },
  note: { label: 'Notiz' },
  toInvoice: { label: 'Verrechnet mit Rechnung Nr.' },
  fromInvoice: { label: 'Guthaben aus Rechnung Nr.' },
  invoices: { label: 'Rechnungen Nr.' },
  bankReference: { label: 'Bankreferenz' },
  replacedBy: { label: 'Ersetzt durch Datei' },
  details: { label: 'Einzelzahlungen' },
  untilDate: { label: 'Gesperrt bis', kind: 'date' },
  writeOffDate: { label: 'Abgeschrieben per', kind: 'date' },
};

/** Money fields of invoice entries ('amount' is a count on stages, Rappen on invoices). */
const INVOICE_MONEY = new Set(['amount', 'openAmount', 'credit', 'fee']);
/** Ids and numbers the title or another line already says; not shown as lines. */
const HIDDEN = new Set(['stageNumber', 'stageId', 'absenceId', 'userId', 'id', 'paymentId', 'reversalPaymentId', 'reminderId', 'level', 'blockId', 'entryId']);

const ROLE: Record<string, string> = { admin: 'Admin', operator: 'Einsatzleiter', employee: 'Mitarbeiter', client: 'Kunde', clerk: 'Sachbearbeiter' };
const ENUMS: Partial<Record<Kind, Record<string, string>>> = {
  role: ROLE,
  gender: { male: 'Herr', female: 'Frau' },
  outcome: { paid: 'bezahlt', partial: 'teilweise bezahlt', overpaid: 'überzahlt (Guthaben)' },
  addressType: { autocomplete: 'aus dem Verzeichnis', manual: 'von Hand' },
  special: { veriset: 'Veriset' },
  timeKind: TIME_ENTRY_LABELS,
};
const STATUS: Record<string, string> = { active: 'aktiv', cancelled: 'storniert', assigned: 'zugeordnet', unassigned: 'nicht zugeordnet', ignored: 'ignoriert', reversed: 'zurückgebucht' };

/** 'Etappe 2 geändert.', 'Auftrag storniert.', 'Rechnung als bezahlt markiert.' */
export function auditTitle(entry: AuditTextEntry): string {
  const text = AUDIT_ACTION_TEXT[`${entry.entity}.${entry.action}`];
  const stageNumber = (entry.changes as { stageNumber?: unknown } | null)?.stageNumber;
  if (text && typeof stageNumber === 'number' && (entry.entity === 'stage' || entry.action === 'addStage' || entry.action === 'removeStage')) {
    return entry.entity === 'stage' ? `Etappe ${stageNumber} geändert.` : text.replace('Etappe', `Etappe ${stageNumber}`);
  }
  return text ?? `${ENTITY[entry.entity] ?? 'Eintrag'}: unbekannte Änderung.`;
}

/** True when the action has its own sentence (the server test asks this of every action). */
export function hasAuditText(entity: string, action: string): boolean {
  return `${entity}.${action}` in AUDIT_ACTION_TEXT;
}

function fieldOf(entity: string, key: string): Field {
  const field = FIELDS[key] ?? { label: 'Weitere Angabe' };
  if ((entity === 'invoice' || entity === 'payment') && INVOICE_MONEY.has(key)) return { label: key === 'amount' ? 'Betrag' : field.label, kind: 'money' };
  return field;
}

function valueText(value: unknown, kind: Kind = 'text', key = ''): string {
  if (value === null || value === undefined || value === '') return 'leer';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.length === 0 ? 'keine' : value.map((item) => itemText(item)).join('; ');
  if (typeof value === 'object') return itemText(value);
  if (kind === 'money' && typeof value === 'number') return formatChfWithCurrency(value);
  if (kind === 'service' && typeof value === 'number') return serviceByTypeId(value)?.name ?? `Dienst ${value}`;
  if (kind === 'percent' && typeof value === 'number') return `${value} %`;
  if (kind === 'hours' && typeof value === 'number') return formatHours(value);
  if (kind === 'date' && typeof value === 'string' && isValidIsoDate(value)) return formatDate(value);
  if (kind === 'instant' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    const { date, time } = zurichWallClock(new Date(value));
    return formatTableDateTime(date, time);
  }
  if (key === 'status' && typeof value === 'string') return STATUS[value] ?? value;
  return ENUMS[kind]?.[String(value)] ?? String(value);
}

/** A nested record (a removed stage, a team member, a clash) as 'Label Wert, Label Wert'. */
function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return valueText(item);
  const record = item as Record<string, unknown>;
  // A stage elsewhere on the same day (assigned despite a clash).
  if ('orderId' in record && 'date' in record) return `Auftrag ${String(record.orderId)} am ${valueText(record.date, 'date')}${record.time ? ` um ${String(record.time)}` : ''}`;
  return Object.entries(record)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== null && value !== '' && value !== undefined)
    .map(([key, value]) => `${fieldOf('', key).label} ${valueText(value, fieldOf('', key).kind, key)}`)
    .join(', ');
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

/** One sentence per field: 'Datum von 12.05.2026 auf 13.05.2026 geändert.', 'Firma: Muster AG.' */
export function auditLines(entry: AuditTextEntry): string[] {
  const changes = entry.changes;
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes as Record<string, unknown>)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => {
      if (key === 'forcedDespite') return `Trotz anderer Einsätze am selben Tag eingeteilt: ${valueText(value)}.`;
      if (key === 'forcedDespiteAbsence') return `Trotz Abwesenheit eingeteilt: ${valueText(value)}.`;
      if (key === 'stage') return `Entfernte Etappe: ${valueText(value)}.`;
      if (key === 'team') return `Team: ${valueText(value)}.`;
      const field = fieldOf(entry.entity, key);
      if (!isChange(value)) return `${field.label}: ${valueText(value, field.kind, key)}.`;
      return `${field.label} von ${valueText(value.from, field.kind, key)} auf ${valueText(value.to, field.kind, key)} geändert.`;
    });
}
