// The events of a staff member's feed (decision 018): one per stage the person is assigned to,
// from 60 days back on, at most MAX_FEED_EVENTS (the earliest first). A stage the person was
// removed from is no longer listed (calendar apps drop it at the next refresh). A stage the
// person declined follows the app's lists (operations/list-operations.ts): an operator no
// longer sees it there, so it is left out; an employee still sees it (to confirm again), so it
// stays, cancelled (STATUS:CANCELLED), and the calendar no longer blocks the time for it.
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { addDays, isValidIsoDate, isValidTime, serviceByTypeId, SITE_SERVICE_TYPE_ID, zurichInstant, zurichToday } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { clients, orders, stageAssignments, stages, users } from '../../db/schema';
import { assignmentsOf } from '../stages/stage-access';

const FEED_DAYS_BACK = 60;
const MAX_FEED_EVENTS = 500;
/** Length of a stage without planned hours (decision 018). */
const DEFAULT_DURATION_HOURS = 4;

const ROLE_TEXT: Record<string, string> = { operator: 'Einsatzleiter', employee: 'Mitarbeiter', admin: 'Admin' };

const CONTACTS = [
  ['Generalunternehmer', 'contactGeneral', 'contactGeneralPhone'],
  ['Architekt', 'contactArchitect', 'contactArchitectPhone'],
  ['Bauleiter', 'contactCManager', 'contactCManagerPhone'],
  ['Monteur / Montageleiter', 'contactFiller', 'contactFillerPhone'],
  ['Chauffeur', 'contactDriver', 'contactDriverPhone'],
] as const;

export interface FeedEvent {
  stageId: number;
  summary: string;
  location: string;
  description: string;
  /** A Zurich wall-clock start as an instant, or an all-day date. */
  start: { instant: Date; end: Date } | { date: string; nextDay: string };
  cancelled: boolean;
  /** The stage's version: raised by every change, so a calendar replaces the event. */
  sequence: number;
  lastModified: Date | null;
}

/**
 * `withContacts` false (CALENDAR_FEED_CONTACTS=false) leaves the names and phone numbers of
 * the site contacts out: the feed goes to outside calendar services (decision 018).
 */
export async function feedEvents(db: Db, userId: number, now: Date, withContacts: boolean): Promise<FeedEvent[]> {
  const from = addDays(zurichToday(now), -FEED_DAYS_BACK);
  const rows = await db
    .select({ stage: stages, order: orders, clientName: clients.company, confirmation: stageAssignments.confirmation })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(stageAssignments.userId, userId), isNotNull(stages.date), gte(stages.date, from)))
    .orderBy(asc(stages.date), asc(stages.time), asc(stages.id))
    .limit(MAX_FEED_EVENTS);
  const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  // The team as the app shows it: operators first, then by first name.
  const teams = await assignmentsOf(db, rows.map((row) => row.stage.id));
  return rows.flatMap((row) => {
    const { stage, order } = row;
    if (!stage.date || !isValidIsoDate(stage.date)) return [];
    const declined = row.confirmation === false;
    if (declined && owner?.role === 'operator') return [];
    const service = serviceByTypeId(order.typeId)?.name ?? 'Einsatz';
    const contacts = (withContacts ? CONTACTS : []).flatMap(([label, name, phone]) => {
      const person = order[name].trim();
      const number = order[phone].trim();
      return person || number ? [`${label}: ${[person, number].filter(Boolean).join(', ')}`] : [];
    });
    // Who declined says so, as in the app's team list.
    const team = (teams.get(stage.id) ?? []).map((member) => `${member.firstName} (${[ROLE_TEXT[member.role] ?? member.role, ...(member.confirmation === false ? ['abgesagt'] : [])].join(', ')})`);
    const description = [
      `Auftrag: ${stage.orderNumber || order.orderNumber || order.id}`,
      `Team: ${team.join(', ') || '–'}`,
      ...(contacts.length ? ['Kontakte vor Ort:', ...contacts] : []),
    ].join('\n');
    return [
      {
        stageId: stage.id,
        summary: `${service} – ${row.clientName}${declined ? ' (abgesagt)' : ''}`,
        location: oneLine(order.orderAddress),
        description,
        start: startOf(stage.date, stage.time, order.typeId === SITE_SERVICE_TYPE_ID ? stage.hours : null),
        cancelled: order.status === 'cancelled' || declined,
        sequence: stage.version,
        lastModified: stage.updatedAt ? new Date(stage.updatedAt) : null,
      },
    ];
  });
}

function startOf(date: string, time: string | null, hours: number | null): FeedEvent['start'] {
  if (!time || !isValidTime(time)) return { date, nextDay: addDays(date, 1) };
  const instant = zurichInstant(date, time);
  const duration = hours && hours > 0 && hours <= 24 ? hours : DEFAULT_DURATION_HOURS;
  return { instant, end: new Date(instant.getTime() + duration * 3_600_000) };
}

/** "Testweg 1\n8000 Zürich" -> "Testweg 1, 8000 Zürich". */
function oneLine(address: string): string {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}
