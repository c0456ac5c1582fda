import { describe, expect, it } from 'vitest';
import type { OutboxMutations, TimeEntry, TimeWeek } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../../offline/field-types';
import { lastKind, weekTaps } from './time-taps';
import { weekView } from './time-week-view';

// Thursday 26 November 2026 is in week 2026-W48 (Monday 23 November); Zurich is UTC+1.
const WEEK = '2026-W48';
const entry = (id: number, kind: TimeEntry['kind'], at: string, stageId: number | null = null): TimeEntry => ({
  id, clientId: `c-${id}`, kind, at, receivedAt: at, stageId, clockOffsetMinutes: 0, clockFlagged: false, history: [],
});
const server = (entries: TimeEntry[], extra: Partial<TimeWeek> = {}): TimeWeek => ({
  week: WEEK, userId: 4, firstName: 'Luca', lastName: 'Meier', weeklyTargetHours: 42.5,
  days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({
    date, workMinutes: 0, breakMinutes: 0, travelMinutes: 0, holidayMinutes: 0, holidayName: null, entries: entries.filter((e) => e.at.startsWith(date)),
  })),
  totalMinutes: 0, targetMinutes: 2550, weekBalanceMinutes: -2550, balanceMinutes: -2550 + 90, warnings: [], approved: false, approvedAt: null, approvedByName: null, ...extra,
});
let seq = 0;
const queued = (clientId: string, kind: TimeEntry['kind'], at: string, status: OutboxItem['status'] = 'pending', stageId: number | null = null): OutboxItem => ({
  seq: ++seq, id: `item-${clientId}`, userId: 4, stageId: 0, name: 'time.record',
  payload: { clientId, kind, at, stageId } satisfies OutboxMutations['time.record'],
  createdAt: at, attempts: 0, status, nextAttemptAt: 0, lastStatus: status === 'rejected' ? 409 : null, lastError: status === 'rejected' ? 'Diese Woche ist bereits visiert.' : null,
});

describe('the phone\'s taps of a week', () => {
  it('merges what the server holds with what waits in the outbox, in time order, a delivered tap once', () => {
    const week = server([entry(1, 'start', '2026-11-26T06:00:00.000Z', 7)]);
    const items = [queued('c-1', 'start', '2026-11-26T06:00:00.000Z'), queued('c-2', 'pause', '2026-11-26T10:00:00.000Z'), queued('c-3', 'resume', '2026-11-26T10:30:00.000Z')];
    const taps = weekTaps(WEEK, week, items);
    expect(taps.map((t) => [t.kind, t.state])).toEqual([['start', 'sent'], ['pause', 'waiting'], ['resume', 'waiting']]);
    expect(taps[0]!.entry?.id).toBe(1);
    expect(taps[1]!.entry).toBeNull();
  });

  it('leaves out taps of another week and keeps a refused tap visible but not counted', () => {
    const items = [queued('a', 'start', '2026-11-26T06:00:00.000Z'), queued('old', 'end', '2026-11-20T16:00:00.000Z'), queued('b', 'end', '2026-11-26T15:00:00.000Z', 'rejected')];
    const taps = weekTaps(WEEK, undefined, items);
    expect(taps.map((t) => t.key)).toEqual(['a', 'b']);
    expect(taps[1]).toMatchObject({ state: 'rejected', message: 'Diese Woche ist bereits visiert.' });
    // The refused "Feierabend" does not end the day: the buttons still offer it.
    expect(lastKind(taps)).toBe('start');
  });

  it('counts a day offline as the server will: travel is work, breaks are not, the balance goes on from the weeks before', () => {
    const items = [
      queued('s', 'start', '2026-11-26T06:00:00.000Z', 'pending', 7), // 07:00
      queued('t', 'travel', '2026-11-26T08:00:00.000Z'), // 09:00
      queued('r', 'resume', '2026-11-26T08:30:00.000Z', 'pending', 8), // 09:30
      queued('p', 'pause', '2026-11-26T11:00:00.000Z'), // 12:00
      queued('w', 'resume', '2026-11-26T11:30:00.000Z'), // 12:30
      queued('e', 'end', '2026-11-26T15:00:00.000Z'), // 16:00
    ];
    const view = weekView(WEEK, weekTaps(WEEK, server([]), items), server([]), Date.parse('2026-11-26T16:00:00.000Z'));
    const thursday = view.days.find((d) => d.date === '2026-11-26')!;
    expect(thursday).toMatchObject({ workMinutes: 8 * 60 + 30, breakMinutes: 30, travelMinutes: 30 });
    expect(view.totalMinutes).toBe(510);
    expect(view.weekBalanceMinutes).toBe(510 - 2550);
    // The server counted +90 minutes before this week.
    expect(view.balanceMinutes).toBe(90 + 510 - 2550);
    expect(view.warnings).toEqual([]);
  });

  it('warns offline of a missing break (ArG art. 15: 30 minutes over 7 hours)', () => {
    const items = [queued('s', 'start', '2026-11-26T06:00:00.000Z'), queued('e', 'end', '2026-11-26T14:00:00.000Z')];
    const view = weekView(WEEK, weekTaps(WEEK, undefined, items), undefined, Date.parse('2026-11-26T15:00:00.000Z'));
    expect(view.warnings.map((w) => w.code)).toEqual(['break']);
    expect(view.balanceMinutes).toBeNull();
  });
});
