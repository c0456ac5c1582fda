// The board of one week, loaded again every BOARD_POLL_MS while the tab is visible, so changes
// by another admin appear without a reload. `paused` holds the polling while a card is dragged
// or a move is under way (its own reload follows).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardAnswer } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { loadBoard } from './board-api';
import { loadBoardOnce } from './board-early';

const BOARD_POLL_MS = 10_000;

export function useBoard(week: string) {
  const [board, setBoard] = useState<BoardAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const paused = useRef(false);
  const shownWeek = useRef(week);
  shownWeek.current = week;

  const show = useCallback(async (loading: Promise<BoardAnswer>) => {
    try {
      const answer = await loading;
      // An answer for a week no longer shown (the picker moved on) is dropped.
      if (answer.week !== shownWeek.current) return;
      setBoard(answer);
      setError(null);
    } catch (failure) {
      setError(withServerMessage('Konnte die Disposition nicht laden.', failure));
    }
  }, []);
  const reload = useCallback(() => show(loadBoard(week)), [show, week]);

  useEffect(() => {
    setBoard(null);
    // The first load takes the answer asked for while the screen's code loaded (board-early.ts).
    void show(loadBoardOnce(week));
    const timer = window.setInterval(() => {
      if (!paused.current && document.visibilityState === 'visible') void reload();
    }, BOARD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [show, reload, week]);

  return { board, setBoard, error, reload, paused };
}
