// The week the board opens with is asked for while the screen's code loads (screens.ts), not
// after it: on a slow phone network that is one round of code loading less before the grid
// shows (Lighthouse, issue 30). The screen's first load of that week takes this answer.
import type { BoardAnswer } from '@tragkraft/sync-protocol';
import { loadBoard } from './board-api';
import { openingWeek } from './board-rules';

let early: { week: string; answer: Promise<BoardAnswer> } | null = null;

/** Starts loading the week of the address bar (?week=…, else the current week). */
export function loadOpeningWeekEarly(): void {
  const week = openingWeek(new URLSearchParams(location.search).get('week'), new Date());
  const answer = loadBoard(week);
  // A failure is the screen's to show when it takes the answer; none is reported here.
  answer.catch(() => undefined);
  early = { week, answer };
}

/** The early answer for this week, once; else a new load. */
export function loadBoardOnce(week: string): Promise<BoardAnswer> {
  const taken = early;
  early = null;
  return taken?.week === week ? taken.answer : loadBoard(week);
}
