// Working days of the company for messages that go out "the working day before" a stage
// (issue 20, decision 025): Monday to Friday except the public holidays of the canton of
// Zurich, where the company sits. The booking rules know no holidays (a stage may be booked
// on any day); this list only decides when the day-before reminder is sent.
import { addDays, isoDate, isoParts, weekdayIndex, type IsoDate } from './calendar';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The public holidays of the canton of Zurich in a year, with their German names. */
export function zurichHolidays(year: number): Map<IsoDate, string> {
  const easter = easterSunday(year);
  return new Map<IsoDate, string>([
    [isoDate(year, 1, 1), 'Neujahr'],
    [isoDate(year, 1, 2), 'Berchtoldstag'],
    [addDays(easter, -2), 'Karfreitag'],
    [addDays(easter, 1), 'Ostermontag'],
    [isoDate(year, 5, 1), 'Tag der Arbeit'],
    [addDays(easter, 39), 'Auffahrt'],
    [addDays(easter, 50), 'Pfingstmontag'],
    [isoDate(year, 8, 1), 'Bundesfeier'],
    [isoDate(year, 12, 25), 'Weihnachten'],
    [isoDate(year, 12, 26), 'Stephanstag'],
  ]);
}

/** Monday to Friday and not a Zurich public holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  const weekday = weekdayIndex(date);
  if (weekday === 0 || weekday === 6) return false;
  return !zurichHolidays(isoParts(date).year).has(date);
}

/** The last working day before `date` (Friday for a Monday; before Easter: the Thursday). */
export function workingDayBefore(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}
