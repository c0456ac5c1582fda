// Times of the field screens: the truck arrival picker (5-minute steps, default now rounded)
// and the countdown to the next operation (default start 08:00 when a stage has no time).
import { timeOrDefault, zurichInstant, zurichWallClock, type IsoDate, type TimeOfDay } from '@tragkraft/domain';

/** The spec's truck arrival step. */
const TRUCK_ARRIVAL_STEP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' rounded to the nearest 5 minutes; past 23:57 stays 23:55 (same day). */
export function roundToStep(time: TimeOfDay, step = TRUCK_ARRIVAL_STEP_MINUTES): TimeOfDay {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const rounded = Math.min(Math.round((h * 60 + m) / step) * step, DAY_MINUTES - step);
  return `${pad(Math.floor(rounded / 60))}:${pad(rounded % 60)}`;
}

/** The picker's default: the Zurich time now, rounded to 5 minutes. */
export function nowRounded(now: Date): TimeOfDay {
  return roundToStep(zurichWallClock(now).time);
}

/** Hours '00'..'23' and minutes '00'..'55' of the picker. */
export const PICKER_HOURS = Array.from({ length: 24 }, (_, h) => pad(h));
export const PICKER_MINUTES = Array.from({ length: 60 / TRUCK_ARRIVAL_STEP_MINUTES }, (_, i) => pad(i * TRUCK_ARRIVAL_STEP_MINUTES));

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The start has passed. */
  started: boolean;
}

/** Time left until a stage starts (its time, or 08:00 without one), in whole units. */
export function countdownTo(now: Date, date: IsoDate, time: TimeOfDay | null): Countdown {
  const left = Math.floor((zurichInstant(date, timeOrDefault(time)).getTime() - now.getTime()) / 1000);
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, started: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    started: false,
  };
}
