import { useEffect, useState } from 'react';
import { withServerMessage } from '../../api/api-error';

/**
 * Runs `refresh` on mount and whenever the connection comes back. Answers its error text
 * (failure text + server message) and whether it is running; offline it does not try.
 */
export function useOnlineRefresh(refresh: () => Promise<unknown>, deps: unknown[], failureText: string): { refreshing: boolean; error: string | null } {
  const [refreshing, setRefreshing] = useState(true);
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
        .then(() => live && setError(null))
        .catch((failure: unknown) => live && setError(withServerMessage(failureText, failure)))
        .finally(() => live && setRefreshing(false));
    };
    run();
    window.addEventListener('online', run);
    return () => {
      live = false;
      window.removeEventListener('online', run);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { refreshing, error };
}
