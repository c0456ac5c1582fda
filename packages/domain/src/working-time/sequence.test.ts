import { describe, expect, it } from 'vitest';
import { TIME_ENTRY_KINDS } from './kinds';
import { allowedNextKinds, sequenceError, seriesError, TIME_SEQUENCE_TEXTS } from './sequence';
import { tap } from './test-taps';

describe('working time: which tap may follow which', () => {
  it('a day begins only with "Arbeitsbeginn"', () => {
    expect(allowedNextKinds(null)).toEqual(['start']);
    expect(sequenceError(null, 'start')).toBeNull();
    expect(sequenceError(null, 'end')).toBe(TIME_SEQUENCE_TEXTS.notStarted);
    expect(sequenceError(null, 'pause')).toBe(TIME_SEQUENCE_TEXTS.notStarted);
    expect(sequenceError('end', 'resume')).toBe(TIME_SEQUENCE_TEXTS.notStarted);
  });

  it('refuses two starts', () => {
    for (const last of ['start', 'pause', 'resume', 'travel'] as const) expect(sequenceError(last, 'start')).toBe(TIME_SEQUENCE_TEXTS.startTwice);
    expect(sequenceError('end', 'start')).toBeNull();
  });

  it('knows every transition', () => {
    const table = {
      start: ['pause', 'travel', 'end'],
      resume: ['pause', 'travel', 'end'],
      pause: ['resume', 'travel', 'end'],
      travel: ['resume', 'pause', 'end'],
      end: ['start'],
    } as const;
    for (const last of TIME_ENTRY_KINDS) {
      for (const next of TIME_ENTRY_KINDS) {
        const allowed = (table[last] as readonly string[]).includes(next);
        expect(sequenceError(last, next) === null, `${last} -> ${next}`).toBe(allowed);
      }
    }
    expect(sequenceError('pause', 'pause')).toBe(TIME_SEQUENCE_TEXTS.notAllowed);
  });

  it('checks a whole series in time order', () => {
    const day = '2026-11-23';
    expect(seriesError([tap(day, '17:00', 'end'), tap(day, '07:00', 'start')])).toBeNull();
    expect(seriesError([tap(day, '07:00', 'start'), tap(day, '08:00', 'start')])).toBe(TIME_SEQUENCE_TEXTS.startTwice);
    expect(seriesError([tap(day, '07:00', 'end')])).toBe(TIME_SEQUENCE_TEXTS.notStarted);
    expect(seriesError([])).toBeNull();
  });
});
