// Waiting charge: the crew waits for the truck. The first 30 minutes after the planned time
// are free; each started 30 minutes after that is 0.5 hour per person with hours, at the
// client's waiting amount per man and hour (default 100 CHF).
import { timeOrDefault } from '../dates/parse';
import { isValidTime, minutesOfDay, type TimeOfDay } from '../dates/zurich';
import { roundRappen, type Rappen } from '../money';
import {
  DEFAULT_WAITING_AMOUNT_PER_MAN_HOUR,
  WAITING_FREE_MINUTES,
  WAITING_STEP_HOURS,
  WAITING_STEP_MINUTES,
} from '../pricing/tariff';

export type WaitingCharge = {
  minutesLate: number;
  /** Started 30-minute blocks after the free half hour. */
  halfHours: number;
  /** Hours billed: half hours x 0.5 x people. */
  manHours: number;
  amountPerManHour: Rappen;
  total: Rappen;
};

/** Minutes from the planned time to the truck arrival on the same day; never negative. */
export function minutesLate(plannedTime: TimeOfDay | null, truckArrivalTime: TimeOfDay | null): number {
  if (!isValidTime(truckArrivalTime)) return 0;
  const planned = timeOrDefault(plannedTime);
  if (!isValidTime(planned)) return 0;
  return Math.max(0, minutesOfDay(truckArrivalTime) - minutesOfDay(planned));
}

/** Started waiting blocks after the free time: 30 min -> 0, 31 -> 1, 60 -> 1, 61 -> 2. */
export function waitingHalfHours(late: number): number {
  return late <= WAITING_FREE_MINUTES ? 0 : Math.ceil((late - WAITING_FREE_MINUTES) / WAITING_STEP_MINUTES);
}

/** The waiting charge; a missing planned time counts as 08:00, a missing arrival as none. */
export function waitingCharge(args: {
  plannedTime: TimeOfDay | null;
  truckArrivalTime: TimeOfDay | null;
  people: number;
  amountPerManHour?: Rappen | null;
}): WaitingCharge {
  const late = minutesLate(args.plannedTime, args.truckArrivalTime);
  const halfHours = waitingHalfHours(late);
  const manHours = halfHours * WAITING_STEP_HOURS * Math.max(0, args.people);
  const amountPerManHour = args.amountPerManHour ?? DEFAULT_WAITING_AMOUNT_PER_MAN_HOUR;
  return { minutesLate: late, halfHours, manHours, amountPerManHour, total: roundRappen(manHours * amountPerManHour) };
}
