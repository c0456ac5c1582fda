// A person's day on the board (issue 33, decision 035): the stages in day order with the
// drives between them and from and to the depot, the overlaps of their times, the free time
// left in the working day, and whether the day with travel is longer than the working day.
import { DEFAULT_START_TIME } from '../pricing/tariff';
import { minutesOfDay } from '../dates/zurich';

/** The working day stages and drives are measured against (depot to depot). */
export interface WorkingDay {
  start: string;
  end: string;
}

export const WORKING_DAY: WorkingDay = { start: '07:00', end: '17:00' };

export interface DayStage {
  id: number;
  /** 'HH:mm' or null (no start time yet: counted from 08:00 for the order, placed where free for the day's length). */
  time: string | null;
  durationMinutes: number;
}

export interface DayLeg {
  /** null: the depot. */
  fromStageId: number | null;
  toStageId: number | null;
  minutes: number;
}

export interface DayPlan {
  /** The stages in day order: start time (08:00 without), then id. */
  order: number[];
  legs: DayLeg[];
  travelMinutes: number;
  workMinutes: number;
  freeMinutes: number;
  overlaps: { firstStageId: number; secondStageId: number }[];
  exceedsWorkingDay: boolean;
}

/** 'HH:mm' of minutes after midnight; past midnight goes on counting ('24:30'). */
export function timeOfMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Start plus duration, or null without a start. */
export function endTime(time: string | null, durationMinutes: number): string | null {
  return time === null ? null : timeOfMinutes(minutesOfDay(time) + durationMinutes);
}

const startOf = (stage: DayStage) => minutesOfDay(stage.time ?? DEFAULT_START_TIME);

export function dayOrder<S extends DayStage>(stages: readonly S[]): S[] {
  return [...stages].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
}

/**
 * Plans a day. `travel(fromId, toId)` answers the drive in minutes (null: the depot).
 * The timeline drives from the depot at the working day's start, waits for a stage's start
 * time when early, and drives back after the last stage: past the working day's end (or work
 * and travel longer than the working day) is a warning.
 */
export function planDay(stages: readonly DayStage[], travel: (fromId: number | null, toId: number | null) => number, workingDay: WorkingDay = WORKING_DAY): DayPlan {
  const ordered = dayOrder(stages);
  const legs: DayLeg[] = [];
  let at: number | null = null;
  for (const stage of ordered) {
    legs.push({ fromStageId: at, toStageId: stage.id, minutes: travel(at, stage.id) });
    at = stage.id;
  }
  if (at !== null) legs.push({ fromStageId: at, toStageId: null, minutes: travel(at, null) });

  const travelMinutes = legs.reduce((sum, leg) => sum + leg.minutes, 0);
  const workMinutes = ordered.reduce((sum, stage) => sum + stage.durationMinutes, 0);
  const dayStart = minutesOfDay(workingDay.start);
  const dayEnd = minutesOfDay(workingDay.end);

  let clock = dayStart;
  ordered.forEach((stage, i) => {
    clock += legs[i]!.minutes;
    if (stage.time !== null) clock = Math.max(clock, minutesOfDay(stage.time));
    clock += stage.durationMinutes;
  });
  if (ordered.length > 0) clock += legs[legs.length - 1]!.minutes;

  const timed = ordered.filter((stage) => stage.time !== null);
  const overlaps: DayPlan['overlaps'] = [];
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      const first = timed[i]!;
      const second = timed[j]!;
      if (startOf(second) < startOf(first) + first.durationMinutes) overlaps.push({ firstStageId: first.id, secondStageId: second.id });
    }
  }

  const freeMinutes = dayEnd - dayStart - workMinutes - travelMinutes;
  return {
    order: ordered.map((stage) => stage.id),
    legs,
    travelMinutes,
    workMinutes,
    freeMinutes,
    overlaps,
    exceedsWorkingDay: ordered.length > 0 && (freeMinutes < 0 || clock > dayEnd),
  };
}

/**
 * Start times for stages driven in the given order from the working day's start: each starts
 * when the crew arrives. `legMinutes[i]` is the drive to stage i.
 */
export function startTimesInOrder(durations: readonly number[], legMinutes: readonly number[], workingDay: WorkingDay = WORKING_DAY): string[] {
  let clock = minutesOfDay(workingDay.start);
  return durations.map((duration, i) => {
    clock += legMinutes[i] ?? 0;
    // A stage starts the same day: a round past midnight starts its late stages at 23:59.
    const start = timeOfMinutes(Math.min(clock, 23 * 60 + 59));
    clock += duration;
    return start;
  });
}
