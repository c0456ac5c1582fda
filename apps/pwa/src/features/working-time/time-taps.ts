// The phone's taps of a week as the person sees them: what the server holds (the cached
// GET /api/me/time) plus what still waits in the outbox, merged by clientId, so a tap shows
// at once, offline too, and never twice. Pure: unit-tested beside it.
import { isoWeekKey, zurichWallClock, type TimeEntryKind, type TimedTap } from '@tragkraft/domain';
import type { OutboxMutations, TimeEntry, TimeWeek } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../../offline/field-types';

/** sent: the server holds it; waiting: in the outbox; rejected: the server refused it. */
export type TapState = 'sent' | 'waiting' | 'rejected';

export interface Tap {
  /** The clientId (the phone's UUID of the tap). */
  key: string;
  kind: TimeEntryKind;
  at: string;
  stageId: number | null;
  state: TapState;
  /** The server's entry (corrections need its id); null while only on the phone. */
  entry: TimeEntry | null;
  /** The server's refusal of a rejected tap. */
  message: string | null;
}

/** The Zurich week ('2026-W48') of an ISO instant. */
const weekOfInstant = (iso: string) => isoWeekKey(zurichWallClock(new Date(iso)).date);

/** The week's taps in time order: the server's entries and the outbox's taps of that week. */
export function weekTaps(weekKey: string, week: TimeWeek | undefined, items: readonly OutboxItem[]): Tap[] {
  const sent = week?.days.flatMap((day) => day.entries) ?? [];
  const known = new Set(sent.map((entry) => entry.clientId));
  const taps: Tap[] = sent.map((entry) => ({ key: entry.clientId, kind: entry.kind, at: entry.at, stageId: entry.stageId, state: 'sent', entry, message: null }));
  for (const item of items) {
    if (item.name !== 'time.record') continue;
    const payload = item.payload as OutboxMutations['time.record'];
    if (known.has(payload.clientId) || weekOfInstant(payload.at) !== weekKey) continue;
    const state: TapState = item.status === 'rejected' ? 'rejected' : 'waiting';
    taps.push({ key: payload.clientId, kind: payload.kind, at: payload.at, stageId: payload.stageId ?? null, state, entry: null, message: state === 'rejected' ? item.lastError : null });
  }
  // A stable sort: equal instants keep the order they were recorded in.
  return taps.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The taps that count (a refused tap is not the person's time), for the domain's rules. */
export const countedTaps = (taps: readonly Tap[]): TimedTap[] => taps.filter((tap) => tap.state !== 'rejected').map((tap) => ({ kind: tap.kind, at: Date.parse(tap.at), stageId: tap.stageId }));

/** The last counted tap's kind (null: none this week): which buttons are valid now. */
export function lastKind(taps: readonly Tap[]): TimeEntryKind | null {
  return taps.filter((tap) => tap.state !== 'rejected').at(-1)?.kind ?? null;
}
