// The month's time sheet of one person (issue 32): per calendar day the first start, the
// last end, work (with travel), breaks, travel, paid days (Zurich holidays, absences) and
// the Labour Act warnings; the month's totals against the target. The PDF (to sign), the
// Excel and the CSV for payroll are rendered from this one model.
import {
  addDays,
  dayTotals,
  dayWarnings,
  daysInMonth,
  isoDate,
  paidDayCreditMinutes,
  paidDayName,
  weekdayIndex,
  weekTargetMinutes,
  workdays,
  zurichWallClock,
  type IsoDate,
  type TimedTap,
} from '@tragkraft/domain';

interface TimeSheetDay {
  date: IsoDate;
  /** 'HH:mm' of the first start and the last tap, or null without work. */
  start: string | null;
  end: string | null;
  workMinutes: number;
  breakMinutes: number;
  travelMinutes: number;
  paidMinutes: number;
  paidName: string | null;
  warnings: string[];
}

export interface TimeSheet {
  month: string;
  personName: string;
  weeklyTargetHours: number;
  days: TimeSheetDay[];
  workMinutes: number;
  paidMinutes: number;
  targetMinutes: number;
  balanceMinutes: number;
}

const wallTime = (instant: number) => zurichWallClock(new Date(instant)).time;

/** `taps`: the person's taps of the month and a few days around it (rest, days past midnight). */
export function buildTimeSheet(args: { month: string; personName: string; weeklyTargetHours: number; taps: readonly TimedTap[]; absences: ReadonlyMap<IsoDate, string> }): TimeSheet {
  const [year, month] = args.month.split('-').map(Number) as [number, number];
  const first = isoDate(year, month, 1);
  const dates = Array.from({ length: daysInMonth(year, month) }, (_, i) => addDays(first, i));
  const all = workdays(args.taps);
  const days = dates.map((date): TimeSheetDay => {
    const ofDate = all.filter((day) => day.date === date);
    const day: TimeSheetDay = {
      date,
      start: ofDate[0] ? wallTime(ofDate[0].from) : null,
      end: ofDate.at(-1) ? wallTime(ofDate.at(-1)!.to) : null,
      workMinutes: 0,
      breakMinutes: 0,
      travelMinutes: 0,
      paidMinutes: paidDayCreditMinutes(date, args.weeklyTargetHours, args.absences),
      paidName: paidDayName(date, args.absences),
      warnings: [],
    };
    for (const workday of ofDate) {
      const totals = dayTotals(workday);
      day.workMinutes += totals.workMinutes;
      day.breakMinutes += totals.breakMinutes;
      day.travelMinutes += totals.travelMinutes;
      const previous = all[all.indexOf(workday) - 1] ?? null;
      day.warnings.push(...dayWarnings(workday, previous).map((warning) => warning.message));
    }
    return day;
  });
  const weekdays = dates.filter((date) => weekdayIndex(date) >= 1 && weekdayIndex(date) <= 5).length;
  const workMinutes = days.reduce((sum, day) => sum + day.workMinutes, 0);
  const paidMinutes = days.reduce((sum, day) => sum + day.paidMinutes, 0);
  const targetMinutes = Math.round((weekTargetMinutes(args.weeklyTargetHours) / 5) * weekdays);
  return { month: args.month, personName: args.personName, weeklyTargetHours: args.weeklyTargetHours, days, workMinutes, paidMinutes, targetMinutes, balanceMinutes: workMinutes + paidMinutes - targetMinutes };
}

/** 'Arbeitszeit-Nina-Brunner-2026-11' + extension. */
export function timeSheetFileName(sheet: TimeSheet, extension: string): string {
  const name = sheet.personName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `Arbeitszeit-${name}-${sheet.month}.${extension}`;
}
