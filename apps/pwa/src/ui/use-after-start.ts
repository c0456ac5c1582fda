import { useEffect, useState } from 'react';

/** How long after the app's code has started the work in the background begins. */
const BACKGROUND_DELAY_MS = 1000;

// Evaluated with the app's code, right before its first render.
const appStartedAt = performance.now();

/**
 * False during the app's first second: work the first screen does not need (the sync engine
 * with its database, the service worker's registration) waits, so the screen gets the
 * phone's CPU and network first. True at once for whatever mounts later.
 */
export function useAfterStart(): boolean {
  const [started, setStarted] = useState(() => performance.now() - appStartedAt >= BACKGROUND_DELAY_MS);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setStarted(true), BACKGROUND_DELAY_MS - (performance.now() - appStartedAt));
    return () => clearTimeout(timer);
  }, [started]);
  return started;
}
