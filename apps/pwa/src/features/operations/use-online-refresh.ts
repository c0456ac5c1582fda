import { useEffect, useState } from 'react';
import { withServerMessage } from '../../api/api-error';

/**
 * Runs `refresh` on mount, whenever the connection comes back and on `retry`. Answers its
 * error text (failure text + server message), whether it is running and whether the last run
 * succeeded (its answer is stored; a live query shows it next); offline it does not try.
 */
export function useOnlineRefresh(refresh: () => Promise<unknown>, deps: unknown[], failureText: string): { refreshing: boolean; succeeded: boolean; error: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [refreshing, setRefreshing] = useState(true);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const run = () => {
      if (!navigator.onLine) {
        setRefreshing(false);
        return;
      }
      setRefreshing(true);
      refresh()
        .then(() => {
          if (!live) return;
          setError(null);
          setSucceeded(true);
        })
        .catch((failure: unknown) => {
          if (!live) return;
          setError(withServerMessage(failureText, failure));
          setSucceeded(false);
        })
        .finally(() => live && setRefreshing(false));
    };
    run();
    window.addEventListener('online', run);
    return () => {
      live = false;
      window.removeEventListener('online', run);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return { refreshing, succeeded, error, retry: () => setAttempt((n) => n + 1) };
}
