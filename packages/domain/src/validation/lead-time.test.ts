import { describe, expect, it } from 'vitest';
import { checkLeadTime, confirmationLocked, confirmationWindow, leadTimeHours } from './lead-time';

// Monday 13 May 2024, 08:00 in Zurich (CEST, UTC+2).
const MONDAY_8 = new Date('2024-05-13T06:00:00Z');
const check = (date: string, time: string | null, express = false, now = MONDAY_8) => checkLeadTime({ date, time, express, now });

describe('lead time boundaries (14 / 48 / 72 hours)', () => {
  it('14 h: Mon 08:00 -> Mon 22:00 is exactly 14 h, fine; 21:59 is too early', () => {
    expect(leadTimeHours(MONDAY_8, '2024-05-13', '22:00')).toBe(14);
    expect(check('2024-05-13', '22:00', true)).toBe('ok');
    expect(check('2024-05-13', '21:59', true)).toBe('tooEarly');
  });
  it('past appointments are too early', () => {
    expect(check('2024-05-12', '08:00', true)).toBe('tooEarly');
  });
  it('48 h: Wed without time counts as 08:00 = exactly 48 h, no time needed; 1 minute later it is 47.98 h', () => {
    expect(check('2024-05-15', null, true)).toBe('ok');
    expect(check('2024-05-15', null, true, new Date('2024-05-13T06:01:00Z'))).toBe('needsTime');
  });
  it('under 48 h with a time given is fine as far as the time goes', () => {
    expect(check('2024-05-14', '10:00', true)).toBe('ok');
    expect(check('2024-05-14', null, true)).toBe('needsTime');
  });
  it('72 h: Thu 08:00 is exactly 72 h, no express needed; Thu 07:59 needs express', () => {
    expect(check('2024-05-16', '08:00')).toBe('ok');
    expect(check('2024-05-16', '07:59')).toBe('needsExpress');
    expect(check('2024-05-16', '07:59', true)).toBe('ok');
  });
  it('the rules apply in order: too early beats needs time beats needs express', () => {
    expect(check('2024-05-13', null)).toBe('tooEarly');
    expect(check('2024-05-14', null)).toBe('needsTime');
    expect(check('2024-05-15', '10:00')).toBe('needsExpress');
  });
});

describe('lead time across DST changes in Europe/Zurich', () => {
  it('spring: Sat 30.03.2024 08:00 -> Mon 01.04. (no time, 08:00) is 47 h, so a time is needed', () => {
    const saturday = new Date('2024-03-30T07:00:00Z');
    expect(leadTimeHours(saturday, '2024-04-01', null)).toBe(47);
    expect(check('2024-04-01', null, true, saturday)).toBe('needsTime');
  });
  it('autumn: Sat 26.10.2024 08:00 -> Mon 28.10. 08:00 is 49 h, no time needed', () => {
    const saturday = new Date('2024-10-26T06:00:00Z');
    expect(leadTimeHours(saturday, '2024-10-28', null)).toBe(49);
    expect(check('2024-10-28', null, true, saturday)).toBe('ok');
  });
  it('autumn: Sat 08:00 -> Tue 29.10. 07:30 is 72.5 h, no express needed', () => {
    expect(check('2024-10-29', '07:30', false, new Date('2024-10-26T06:00:00Z'))).toBe('ok');
  });
});

describe('the 12-hour lock of confirm/decline (server refusal and phone notice, issue 15.5)', () => {
  it('is imminent within 12 hours before the start, open from 12 hours on', () => {
    expect(confirmationWindow(MONDAY_8, '2024-05-13', '19:59')).toBe('imminent');
    expect(confirmationWindow(MONDAY_8, '2024-05-13', '08:01')).toBe('imminent');
    expect(confirmationWindow(MONDAY_8, '2024-05-13', '20:00')).toBe('open');
  });
  it('has started at the start and after it', () => {
    expect(confirmationWindow(MONDAY_8, '2024-05-13', '08:00')).toBe('started');
    expect(confirmationWindow(MONDAY_8, '2024-05-13', '07:00')).toBe('started');
    expect(confirmationWindow(MONDAY_8, '2024-05-01', '07:30')).toBe('started');
  });
  it('counts a stage without time (or with a broken one) as starting at 08:00', () => {
    // Mon 08:00 -> Mon 20:00 is 12 h: open; one minute later it is imminent.
    expect(confirmationWindow(new Date('2024-05-12T18:00:00Z'), '2024-05-13', null)).toBe('open');
    expect(confirmationWindow(new Date('2024-05-12T18:01:00Z'), '2024-05-13', null)).toBe('imminent');
    expect(confirmationWindow(MONDAY_8, '2024-05-13', null)).toBe('started');
    expect(confirmationWindow(new Date('2024-05-12T18:01:00Z'), '2024-05-13', '25:00')).toBe('imminent');
  });
  it('measures real hours across a DST change', () => {
    // Sat 30.03.2024 20:30 -> Sun 31.03. 09:00 is 11.5 h (the night loses an hour).
    expect(confirmationWindow(new Date('2024-03-30T19:30:00Z'), '2024-03-31', '09:00')).toBe('imminent');
  });
  it('never locks a stage without a valid date', () => {
    expect(confirmationWindow(MONDAY_8, null, null)).toBe('open');
    expect(confirmationWindow(MONDAY_8, '2024-02-30', '08:00')).toBe('open');
    expect(confirmationLocked(MONDAY_8, null, '08:00')).toBe(false);
  });
  it('locks (server refusal) both when imminent and after the start', () => {
    expect(confirmationLocked(MONDAY_8, '2024-05-13', '19:59')).toBe(true);
    expect(confirmationLocked(MONDAY_8, '2024-05-13', '07:00')).toBe(true);
    expect(confirmationLocked(MONDAY_8, '2024-05-13', '20:00')).toBe(false);
  });
});
