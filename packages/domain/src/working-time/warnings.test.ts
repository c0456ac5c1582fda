import { describe, expect, it } from 'vitest';
import { zurichInstant } from '../dates/zurich';
import { simpleDay, tap } from './test-taps';
import { countedBreakMinutes, dayWarnings, requiredBreakMinutes, weekWarnings } from './warnings';
import { workdays, type Workday } from './workdays';

const MON = '2026-11-23';
const codes = (day: Workday, previous: Workday | null = null) => dayWarnings(day, previous).map((w) => w.code);
const one = (taps: Parameters<typeof workdays>[0]) => workdays(taps)[0]!;
/** A day of `work` minutes from 07:00 with one break of `pause` minutes after two hours. */
function dayOf(work: number, pause: number, date = MON): Workday {
  const start = zurichInstant(date, '07:00').getTime();
  const at = (minutes: number) => start + minutes * 60_000;
  return one([
    { kind: 'start', at: at(0) },
    { kind: 'pause', at: at(120) },
    { kind: 'resume', at: at(120 + pause) },
    { kind: 'end', at: at(work + pause) },
  ]);
}

describe('working time: breaks (ArG art. 15)', () => {
  it('asks 15 min over 5½ h, 30 min over 7 h, 60 min over 9 h', () => {
    expect(requiredBreakMinutes(330)).toBe(0);
    expect(requiredBreakMinutes(331)).toBe(15);
    expect(requiredBreakMinutes(420)).toBe(15);
    expect(requiredBreakMinutes(421)).toBe(30);
    expect(requiredBreakMinutes(540)).toBe(30);
    expect(requiredBreakMinutes(541)).toBe(60);
  });

  it('counts only pauses of a quarter of an hour or more', () => {
    expect(countedBreakMinutes([10, 14, 15, 30])).toBe(45);
  });

  it('warns at each threshold and not below it', () => {
    expect(codes(dayOf(330, 0))).toEqual([]);
    expect(codes(dayOf(331, 0))).toEqual(['break']);
    expect(codes(dayOf(331, 15))).toEqual([]);
    expect(codes(dayOf(421, 15))).toEqual(['break']);
    expect(codes(dayOf(421, 30))).toEqual([]);
    expect(codes(dayOf(541, 30))).toEqual(['break']);
    expect(codes(dayOf(541, 60))).toEqual([]);
    expect(codes(dayOf(400, 10))).toEqual(['break']);
  });

  it('says it in plain German', () => {
    expect(dayWarnings(dayOf(480, 15), null)[0]!.message).toBe('23.11.2026: 8:00 h gearbeitet, aber nur 0:15 h Pause. Vorgeschrieben sind mindestens 30 Minuten (ArG Art. 15).');
  });
});

describe('working time: daily rest of 11 hours (ArG art. 15a)', () => {
  const twoDays = (end: string) => workdays([...simpleDay(MON, '07:00', '12:00', '12:30', end), ...simpleDay('2026-11-24', '06:00', '12:00', '12:30', '15:00')]);
  it('exactly 11 hours between end and start are enough', () => {
    const [first, second] = twoDays('19:00');
    expect(codes(second!, first!)).toEqual([]);
  });
  it('warns one minute below', () => {
    const [first, second] = twoDays('19:01');
    expect(codes(second!, first!)).toEqual(['rest']);
    expect(dayWarnings(second!, first!)[0]!.message).toBe('24.11.2026: nur 10:59 h Ruhezeit seit dem letzten Feierabend. Vorgeschrieben sind 11 Stunden (ArG Art. 15a).');
  });
});

describe('working time: daily limits (ArG art. 10, 12, 16, 18)', () => {
  it('a day over 14 hours with breaks', () => {
    expect(codes(one(simpleDay(MON, '06:00', '10:00', '13:00', '20:00')))).toEqual([]);
    expect(codes(one(simpleDay(MON, '06:00', '10:00', '13:01', '20:01')))).toEqual(['span']);
  });
  it('more than 12 hours of work', () => {
    expect(codes(dayOf(720, 60))).toEqual([]);
    expect(codes(dayOf(721, 60))).toEqual(['dailyMaximum']);
  });
  it('night work between 23:00 and 06:00', () => {
    expect(codes(one([tap(MON, '06:00', 'start'), tap(MON, '10:00', 'end')]))).toEqual([]);
    expect(codes(one([tap(MON, '05:59', 'start'), tap(MON, '10:00', 'end')]))).toEqual(['night']);
    expect(codes(one([tap(MON, '19:00', 'start'), tap(MON, '23:00', 'end')]))).toEqual([]);
    expect(codes(one([tap(MON, '19:00', 'start'), tap(MON, '23:01', 'end')]))).toEqual(['night']);
    // A break at night is no night work.
    expect(codes(one([tap(MON, '18:00', 'start'), tap(MON, '22:00', 'pause'), tap('2026-11-24', '07:00', 'end')]))).toEqual([]);
  });
  it('Sunday work', () => {
    expect(codes(one([tap('2026-11-29', '08:00', 'start'), tap('2026-11-29', '10:00', 'end')]))).toEqual(['sunday']);
  });
  it('a day without "Feierabend"', () => {
    expect(codes(one([tap(MON, '08:00', 'start'), tap(MON, '10:00', 'pause')]))).toEqual(['notEnded']);
  });
});

describe('working time: weekly maximum of 50 hours (ArG art. 9)', () => {
  it('warns over 50 hours only', () => {
    expect(weekWarnings([], null, 3000)).toEqual([]);
    expect(weekWarnings([], null, 3001)).toEqual([{ code: 'weeklyMaximum', date: null, message: '50:01 h Arbeitszeit in dieser Woche. Erlaubt sind höchstens 50 Stunden (ArG Art. 9).' }]);
  });
  it('checks the rest against the last day before the week', () => {
    const [sunday, monday] = workdays([tap('2026-11-22', '15:00', 'start'), tap('2026-11-22', '22:00', 'end'), tap(MON, '07:00', 'start'), tap(MON, '09:00', 'end')]);
    expect(weekWarnings([monday!], sunday!, 120).map((w) => w.code)).toEqual(['rest']);
    expect(weekWarnings([monday!], null, 120)).toEqual([]);
  });
});
