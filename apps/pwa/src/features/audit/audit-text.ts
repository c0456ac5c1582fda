// Readable lines for the audit log of the admin order modal: what was done to which part and
// which fields changed from what to what.
import type { AuditEntry } from '@tragkraft/sync-protocol';

const ENTITY_LABEL: Record<string, string> = { order: 'Auftrag', stage: 'Etappe', assignment: 'Team', client: 'Kunde', user: 'Benutzer', invoice: 'Rechnung', payment: 'Zahlung' };
const ACTION_LABEL: Record<string, string> = {
  create: 'erstellt',
  update: 'geändert',
  cancel: 'storniert',
  addStage: 'Etappe hinzugefügt',
  removeStage: 'Etappe entfernt',
  assign: 'eingeteilt',
  unassign: 'ausgeteilt',
  delete: 'gelöscht',
  anonymise: 'anonymisiert',
  sendPasswordLink: 'Passwort-Link gesendet',
  markedPaid: 'als bezahlt markiert',
  paymentBooked: 'Zahlung verbucht',
  paymentReversed: 'Zahlung von der Bank zurückgebucht',
  paymentReplacedByDetails: 'durch die Einzelzahlungen der camt.054 ersetzt',
  reminderSent: 'gemahnt',
};

const NOUN_ACTIONS = new Set(['paymentBooked', 'paymentReversed']);

/** 'Auftrag 12 storniert', 'Etappe 2 geändert', 'Team eingeteilt'. */
export function auditTitle(entry: Pick<AuditEntry, 'entity' | 'action' | 'changes'>): string {
  const entity = ENTITY_LABEL[entry.entity] ?? entry.entity;
  const action = ACTION_LABEL[entry.action] ?? entry.action;
  const stageNumber = (entry.changes as { stageNumber?: unknown } | null)?.stageNumber;
  if (entry.entity === 'stage' && typeof stageNumber === 'number') return `Etappe ${stageNumber} ${action}`;
  // An action named by a noun reads after a colon: 'Rechnung: Zahlung verbucht'.
  return NOUN_ACTIONS.has(entry.action) ? `${entity}: ${action}` : `${entity} ${action}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** One line per field: 'remarks: alt → neu' for changes, 'name: Nina Brunner' otherwise. */
export function auditLines(changes: unknown): string[] {
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes as Record<string, unknown>)
    .filter(([field]) => field !== 'stageNumber')
    .map(([field, value]) => (isChange(value) ? `${field}: ${valueText(value.from)} → ${valueText(value.to)}` : `${field}: ${valueText(value)}`));
}
