import { describe, expect, it } from 'vitest';
import { easterSunday, isWorkingDay, workingDayBefore } from './working-days';

describe('working days', () => {
  it('knows Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2025)).toBe('2025-04-20');
  });

  it('skips weekends and Zurich holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Weihnachten (Friday)
    expect(isWorkingDay('2026-05-14')).toBe(false); // Auffahrt
  });

  it('finds the working day before a stage', () => {
    expect(workingDayBefore('2026-11-26')).toBe('2026-11-25'); // Thursday -> Wednesday
    expect(workingDayBefore('2026-11-30')).toBe('2026-11-27'); // Monday -> Friday
    expect(workingDayBefore('2026-11-29')).toBe('2026-11-27'); // Sunday -> Friday
    expect(workingDayBefore('2026-04-07')).toBe('2026-04-02'); // Tuesday after Easter -> Thursday before Karfreitag
    expect(workingDayBefore('2026-12-28')).toBe('2026-12-24'); // Monday after Christmas -> Thursday
    expect(workingDayBefore('2027-01-04')).toBe('2026-12-31'); // Monday after Neujahr/Berchtoldstag -> Thursday
  });
});
