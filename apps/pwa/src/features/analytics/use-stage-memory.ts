import { useCallback, useEffect, useState } from 'react';

/** The spec's scroll restore delay. */
const SCROLL_RESTORE_MS = 100;
const LAST_KEY = 'user-analytics:last';
const SCROLL_KEY = 'user-analytics:scroll';

/**
 * The staff analysis remembers the stage opened last (highlighted as active on return) and
 * the scroll position, restored 100 ms after the rows are there. Per tab (sessionStorage).
 */
export function useStageMemory(ready: boolean): { lastOpened: number | null; remember: (stageId: number) => void } {
  const [lastOpened] = useState(() => Number(sessionStorage.getItem(LAST_KEY)) || null);
  useEffect(() => {
    if (!ready) return;
    const y = Number(sessionStorage.getItem(SCROLL_KEY)) || 0;
    if (y === 0) return;
    const timer = setTimeout(() => {
      window.scrollTo(0, y);
      // Restored once: a later visit from the menu starts at the top.
      sessionStorage.removeItem(SCROLL_KEY);
    }, SCROLL_RESTORE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const remember = useCallback((stageId: number) => {
    sessionStorage.setItem(LAST_KEY, String(stageId));
    sessionStorage.setItem(SCROLL_KEY, String(window.scrollY));
  }, []);
  return { lastOpened, remember };
}
