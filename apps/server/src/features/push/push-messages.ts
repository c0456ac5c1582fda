// The push messages' texts (German, Swiss spelling), one builder for every kind, so the admin's
// settings screen can preview them (decision 024). Title and body stay short: a notification
// shows two or three lines, and the encrypted payload must stay under the push services' 4 KB.
import { formatTime, serviceByTypeId, weekdayAbbreviation, type IsoDate } from '@tragkraft/domain';
import type { NotificationKey } from '../../messages/notification-settings';

/** The admin's switches of the push kinds ("Benachrichtigungen", decision 025). */
type PushSwitch = Extract<NotificationKey, 'pushAssignment' | 'pushStageChanged' | 'pushConfirmReminder'>;

export type PushKind = 'assigned' | 'unassigned' | 'moved' | 'cancelled' | 'reminder';

/** The switch each kind answers to. */
export const PUSH_SWITCH_OF: Record<PushKind, PushSwitch> = {
  assigned: 'pushAssignment',
  unassigned: 'pushAssignment',
  moved: 'pushStageChanged',
  cancelled: 'pushStageChanged',
  reminder: 'pushConfirmReminder',
};

/** What a message says about its stage. */
export interface PushFacts {
  stageId: number;
  date: IsoDate | null;
  time: string | null;
  typeId: number;
  clientName: string;
  /** Where the stage was before it moved ('moved' only). */
  previous?: { date: IsoDate | null; time: string | null };
}

export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap leads in the PWA (same origin). */
  url: string;
}

/** Longest body; the rest is cut with '…' (a client's name can be long). */
const BODY_MAX = 240;

/** 'Mo 12.01. 07:30', 'Mo 12.01.' without a time, 'Datum offen' without a date. */
function whenText(date: IsoDate | null, time: string | null): string {
  if (!date) return 'Datum offen';
  const [, month, day] = date.split('-');
  const clock = time ? ` ${formatTime(time)}` : '';
  return `${weekdayAbbreviation(date)} ${day}.${month}.${clock}`;
}

function what(facts: PushFacts): string {
  const service = serviceByTypeId(facts.typeId)?.name ?? 'Einsatz';
  return `${service} – ${facts.clientName}`;
}

function cut(text: string): string {
  return text.length <= BODY_MAX ? text : `${text.slice(0, BODY_MAX - 1)}…`;
}

export function pushMessage(kind: PushKind, facts: PushFacts): PushPayload {
  const when = whenText(facts.date, facts.time);
  // The stage router (o/:stageId) opens the right screen for the person's role and the date.
  const stageUrl = `/o/${facts.stageId}`;
  switch (kind) {
    case 'assigned':
      return { title: 'Neuer Einsatz', body: cut(`${when}, ${what(facts)}`), url: stageUrl };
    case 'unassigned':
      // The person no longer sees the stage: the tap opens the own list.
      return { title: 'Einsatz entfernt', body: cut(`Sie sind nicht mehr eingeteilt: ${when}, ${what(facts)}`), url: '/' };
    case 'moved': {
      const before = facts.previous ? ` (bisher ${whenText(facts.previous.date, facts.previous.time)})` : '';
      return { title: 'Einsatz verschoben', body: cut(`Neu: ${when}${before}, ${what(facts)}`), url: stageUrl };
    }
    case 'cancelled':
      return { title: 'Einsatz abgesagt', body: cut(`${when}, ${what(facts)}`), url: '/' };
    case 'reminder':
      return { title: 'Bitte Einsatz bestätigen', body: cut(`${when}, ${what(facts)}: Sie haben noch nicht zugesagt.`), url: stageUrl };
  }
}
