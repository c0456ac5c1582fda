import { describe, expect, it } from 'vitest';
import { dateUrgency, deadlineWarning, orderLocked, placeholderDates, stageEditLocks } from './order-locks';

// Monday 13 May 2024, 12:00 Zurich.
const NOW = new Date('2024-05-13T10:00:00Z');

describe('dateUrgency', () => {
  it.each([
    ['2024-05-12', 'past'],
    ['2024-05-13', 'todayornext3'],
    ['2024-05-16', 'todayornext3'],
    ['2024-05-17', 'futureornull'],
    [null, 'futureornull'],
    ['not a date', 'futureornull'],
  ] as const)('%s -> %s', (date, urgency) => {
    expect(dateUrgency(date, NOW)).toBe(urgency);
  });
  it('uses the Zurich day: 13.05. 22:30 UTC is already Tuesday 00:30, so Monday is past', () => {
    expect(dateUrgency('2024-05-13', new Date('2024-05-13T22:30:00Z'))).toBe('past');
    expect(dateUrgency('2024-05-13', new Date('2024-05-13T21:59:00Z'))).toBe('todayornext3');
  });
  it('over a month end: 30.04. + 3 = 03.05.', () => {
    const now = new Date('2024-04-30T10:00:00Z');
    expect(dateUrgency('2024-05-03', now)).toBe('todayornext3');
    expect(dateUrgency('2024-05-04', now)).toBe('futureornull');
  });
});

describe('stageEditLocks', () => {
  it('a past stage is fully locked', () => {
    expect(stageEditLocks({ date: '2024-05-10' }, NOW)).toEqual({
      level: 'locked',
      reason: 'Die Etappe liegt in der Vergangenheit und kann nicht mehr geändert werden.',
    });
  });
  it('today to 3 days ahead: date locked', () => {
    const lock = {
      level: 'dateLocked',
      reason: 'Das Datum kann nicht mehr geändert werden, weil die Etappe heute oder in den nächsten 3 Tagen stattfindet.',
    };
    expect(stageEditLocks({ date: '2024-05-13' }, NOW)).toEqual(lock);
    expect(stageEditLocks({ date: '2024-05-16' }, NOW)).toEqual(lock);
  });
  it('later or without a date: editable', () => {
    expect(stageEditLocks({ date: '2024-05-17' }, NOW)).toEqual({ level: 'editable', reason: null });
    expect(stageEditLocks({ date: null }, NOW)).toEqual({ level: 'editable', reason: null });
  });
});

describe('orderLocked', () => {
  it('locked when the last stage is past', () => {
    expect(orderLocked([{ date: '2024-05-01' }, { date: '2024-05-12' }], NOW)).toBe(true);
  });
  it('open when the last stage is today, later or without a date', () => {
    expect(orderLocked([{ date: '2024-05-01' }, { date: '2024-05-13' }], NOW)).toBe(false);
    expect(orderLocked([{ date: '2024-05-01' }, { date: null }], NOW)).toBe(false);
    expect(orderLocked([], NOW)).toBe(false);
  });
});

describe('deadlineWarning against 06:00 of the day', () => {
  it('Mon 12:00 -> Tue 06:00 = 18 h: danger; Wed 06:00 = 42 h and Thu 66 h: warning; Fri 90 h: none', () => {
    expect(deadlineWarning('2024-05-14', NOW)).toBe('danger');
    expect(deadlineWarning('2024-05-15', NOW)).toBe('warning');
    expect(deadlineWarning('2024-05-16', NOW)).toBe('warning');
    expect(deadlineWarning('2024-05-17', NOW)).toBeNull();
  });
  it('boundaries: exactly 24 h is warning, exactly 72 h is none', () => {
    const monday6 = new Date('2024-05-13T04:00:00Z');
    expect(deadlineWarning('2024-05-14', monday6)).toBe('warning');
    expect(deadlineWarning('2024-05-16', monday6)).toBeNull();
    expect(deadlineWarning('2024-05-14', new Date('2024-05-13T04:00:01Z'))).toBe('danger');
  });
  it('past and today are danger; no date is none', () => {
    expect(deadlineWarning('2024-05-10', NOW)).toBe('danger');
    expect(deadlineWarning('2024-05-13', NOW)).toBe('danger');
    expect(deadlineWarning(null, NOW)).toBeNull();
  });
  it('DST: Sat 30.03.2024 06:00 CET -> Tue 02.04. 06:00 CEST is 71 h: warning, not none', () => {
    expect(deadlineWarning('2024-04-02', new Date('2024-03-30T05:00:00Z'))).toBe('warning');
  });
});

describe('placeholderDates: 4 days ahead plus one per stage', () => {
  it('three stages from Monday 13.05.', () => {
    expect(placeholderDates(3, '2024-05-13')).toEqual(['2024-05-17', '2024-05-18', '2024-05-19']);
  });
  it('over the end of a leap February', () => {
    expect(placeholderDates(2, '2024-02-26')).toEqual(['2024-03-01', '2024-03-02']);
    expect(placeholderDates(1, '2024-02-25')).toEqual(['2024-02-29']);
    expect(placeholderDates(1, '2023-02-25')).toEqual(['2023-03-01']);
  });
  it('no stages, no dates', () => {
    expect(placeholderDates(0, '2024-05-13')).toEqual([]);
  });
});
