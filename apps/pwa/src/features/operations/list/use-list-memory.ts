import { useCallback, useEffect } from 'react';

/** The spec's scroll restore delay. */
const SCROLL_RESTORE_MS = 100;

/**
 * The list remembers the row opened last (highlighted on return) and the scroll position,
 * restored 100 ms after the rows are there. Kept per tab (sessionStorage).
 */
export function useListMemory(name: string, ready: boolean): { lastOpened: number | null; remember: (id: number) => void } {
  const lastOpened = Number(sessionStorage.getItem(`${name}:last`)) || null;
  useEffect(() => {
    if (!ready) return;
    const y = Number(sessionStorage.getItem(`${name}:scroll`)) || 0;
    if (y === 0) return;
    const timer = setTimeout(() => window.scrollTo(0, y), SCROLL_RESTORE_MS);
    return () => clearTimeout(timer);
  }, [name, ready]);
  const remember = useCallback(
    (id: number) => {
      sessionStorage.setItem(`${name}:last`, String(id));
      sessionStorage.setItem(`${name}:scroll`, String(window.scrollY));
    },
    [name],
  );
  return { lastOpened, remember };
}
