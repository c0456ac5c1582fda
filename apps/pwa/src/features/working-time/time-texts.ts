// Words of the working-time screens, shared by the phone and the office.
import { formatDate, TIME_ENTRY_LABELS, zurichWallClock, type TimeEntryKind } from '@tragkraft/domain';
import type { TapState } from './time-taps';

export const TAP_STATE_LABEL: Record<TapState, string> = { sent: 'Gesendet', waiting: 'Wartet auf Versand', rejected: 'Abgelehnt' };

const WEEKDAY = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

/** 'Mo 23.11.' */
export function dayLabel(date: string): string {
  const weekday = WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return `${weekday} ${formatDate(date).slice(0, 6)}`;
}

/** 'HH:MM' of an ISO instant in Zurich. */
export const clockTime = (iso: string) => zurichWallClock(new Date(iso)).time;

/** 'KW 48 (23.11.–29.11.2026)' of a week key and its Monday. */
export function weekTitle(weekKey: string, monday: string, sunday: string): string {
  return `KW ${Number(weekKey.slice(6))} (${formatDate(monday).slice(0, 6)}–${formatDate(sunday)})`;
}

export const kindLabel = (kind: TimeEntryKind) => TIME_ENTRY_LABELS[kind];
