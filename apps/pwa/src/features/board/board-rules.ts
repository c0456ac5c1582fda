// What the board decides without the server: the warnings before planning someone (absence,
// another stage the same day: the server's conflict rule, decision 021), the card moved at
// once while the server plans it, and the week arithmetic of the week picker.
import { addDays, formatDate, formatTableDate, isoWeek, isoWeekKey, mondayOfIsoWeek, zurichToday } from '@tragkraft/domain';
import type { BoardAnswer, BoardAssignment, BoardPerson, BoardStage } from '@tragkraft/sync-protocol';

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
