// What the board decides without the server: the warnings before planning someone (absence,
// another stage the same day: the server's conflict rule, decision 021), the card moved at
// once while the server plans it, and the week arithmetic of the week picker.
import { addDays, formatDate, formatTableDate, isoWeek, isoWeekKey, mondayOfIsoWeek, zurichToday } from '@tragkraft/domain';
import type { BoardAnswer, BoardAssignment, BoardPerson, BoardStage, BoardTravelLeg } from '@tragkraft/sync-protocol';

/** A card being moved: the stage and whom it comes from (null: the "Nicht eingeplant" row). */
export interface MoveSource {
  stage: BoardStage;
  fromUserId: number | null;
}

export function cellOf(person: BoardPerson, date: string) {
  return person.days.find((cell) => cell.date === date) ?? null;
}

/** Why planning `person` on the stage needs a confirmation; empty when it does not. */
export function planWarnings(person: BoardPerson, stage: BoardStage): string[] {
  const cell = cellOf(person, stage.date);
  if (!cell) return [];
  const warnings: string[] = [];
  if (cell.absence) {
    const { reason, startDate, endDate } = cell.absence;
    const range = startDate === endDate ? `am ${formatDate(startDate)}` : `vom ${formatDate(startDate)} bis ${formatDate(endDate)}`;
    warnings.push(`${person.name} ist ${range} abwesend (${reason}).`);
  }
  const others = cell.stages.filter((s) => s.stageId !== stage.stageId && s.confirmation !== false);
  for (const other of others) {
    warnings.push(`${person.name} ist am ${formatTableDate(stage.date)} bereits eingeteilt (Auftrag ${other.orderId}, ${other.time ?? 'ohne Zeit'}, ${other.client}).`);
  }
  return warnings;
}

/** The person's day in a picker: absent, free, or how many other stages they have. */
export function dayNote(person: BoardPerson, date: string, stageId?: number): string {
  const cell = cellOf(person, date);
  if (cell?.absence) return ` – abwesend (${cell.absence.reason})`;
  const count = cell?.stages.filter((s) => s.confirmation !== false && s.stageId !== stageId).length ?? 0;
  return count === 0 ? ' – frei' : ` – ${count} ${count === 1 ? 'Einsatz' : 'Einsätze'}`;
}

/** Everyone on the board planned on the stage (any answer): the crew a move keeps. */
export function crewOf(board: BoardAnswer, stage: BoardStage): number[] {
  return board.staff.filter((person) => isOnStage(person, stage)).map((person) => person.id);
}

/** Whether the person already has the stage on the board. */
export function isOnStage(person: BoardPerson, stage: BoardStage): boolean {
  return cellOf(person, stage.date)?.stages.some((s) => s.stageId === stage.stageId) ?? false;
}

/**
 * The board after moving the card, before the server answered: the card leaves the source
 * person's cell, appears in the target's (open answer), and the planned counts follow.
 */
export function moveCard(board: BoardAnswer, source: MoveSource, toUserId: number | null): BoardAnswer {
  const { stage, fromUserId } = source;
  const planned = stage.planned + (toUserId === null ? 0 : 1) - (fromUserId === null ? 0 : 1);
  const withPlanned = <T extends BoardStage>(s: T): T => (s.stageId === stage.stageId ? { ...s, planned } : s);
  const card: BoardAssignment = { ...stage, planned, confirmation: null };
  const staff = board.staff.map((person) => ({
    ...person,
    days: person.days.map((cell) => {
      let stages = cell.stages.map(withPlanned);
      if (cell.date === stage.date && person.id === fromUserId) stages = stages.filter((s) => s.stageId !== stage.stageId);
      if (cell.date === stage.date && person.id === toUserId) stages = [...stages, card].sort(byTime);
      return stages === cell.stages ? cell : { ...cell, stages };
    }),
  }));
  const rest = board.unplanned.map(withPlanned).filter((s) => s.stageId !== stage.stageId);
  const unplanned = planned < stage.needed ? [...rest, { ...stage, planned }].sort(byTime) : rest;
  return { ...board, staff, unplanned };
}

function byTime(a: BoardStage, b: BoardStage): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.stageId - b.stageId;
}

export function currentWeek(now: Date): string {
  return isoWeekKey(zurichToday(now));
}

/** The week the board shows: the address's ?week=… when it is a valid week, else the current one. */
export function openingWeek(asked: string | null, now: Date): string {
  return asked !== null && mondayOfIsoWeek(asked) !== null ? asked : currentWeek(now);
}

export function shiftWeek(week: string, weeks: number): string {
  const monday = mondayOfIsoWeek(week);
  return monday === null ? week : isoWeekKey(addDays(monday, weeks * 7));
}

/** 'KW 48 · 23.11.–29.11.2026' */
export function weekLabel(week: string): string {
  const monday = mondayOfIsoWeek(week);
  if (monday === null) return week;
  const sunday = addDays(monday, 6);
  return `KW ${isoWeek(monday).week} · ${formatDate(monday).slice(0, 6)}–${formatDate(sunday)}`;
}

export const CONFIRMATION_LABEL = { open: 'offen', yes: 'bestätigt', no: 'abgesagt' } as const;

export function confirmationKey(value: boolean | null): keyof typeof CONFIRMATION_LABEL {
  return value === null ? 'open' : value ? 'yes' : 'no';
}

/** Service names short enough for a card (the full name is its tooltip). */
const SHORT_SERVICE: Record<number, string> = { 1: 'Küchen', 2: 'Waschtürme', 3: 'Türen', 4: 'Schränke', 5: 'Abdeckungen', 6: 'Fassadenlift', 7: 'Labor', 8: 'Service' };

export function shortService(typeId: number, name: string): string {
  return SHORT_SERVICE[typeId] ?? name;
}

/** The weeks the picker offers: half a year back and a year ahead of the shown week. */
export function pickerWeeks(week: string): { value: string; label: string }[] {
  return Array.from({ length: 79 }, (_, i) => shiftWeek(week, i - 26)).map((value) => ({ value, label: weekLabel(value) }));
}

/** '45 Min.', '2 Std.', '3 Std. 30 Min.' (negative with a minus: too much). */
export function minutesText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.abs(Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${sign}${rest} Min.`;
  return rest === 0 ? `${sign}${hours} Std.` : `${sign}${hours} Std. ${rest} Min.`;
}

/** The drive before a stage in a person's day ('ab Depot' for the first), and back to the depot. */
export function legBefore(travel: readonly BoardTravelLeg[], stageId: number): BoardTravelLeg | null {
  return travel.find((leg) => leg.toStageId === stageId) ?? null;
}

/**
 * A drive's minutes; '≈' before those that are the road estimate while a routing provider is
 * set (its answer did not arrive yet): without a provider every drive is the estimate.
 */
export function legText(leg: BoardTravelLeg, routing: boolean): string {
  return `${routing && leg.source === 'estimate' ? '≈ ' : ''}${minutesText(leg.minutes)}`;
}

export function legHome(travel: readonly BoardTravelLeg[]): BoardTravelLeg | null {
  return travel.find((leg) => leg.toStageId === null) ?? null;
}

/** Stage ids of a person's day that overlap another stage of that day. */
export function overlapping(overlaps: readonly { firstStageId: number; secondStageId: number }[]): Set<number> {
  return new Set(overlaps.flatMap((o) => [o.firstStageId, o.secondStageId]));
}
