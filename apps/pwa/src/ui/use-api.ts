import { useCallback, useEffect, useState } from 'react';
import { withServerMessage } from '../api/api-error';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  /** The German load-failure text plus the server message, or null. */
  error: string | null;
  reload: () => void;
}

/**
 * Loads data for a screen with loading and error state. `load` runs again when `deps`
 * change or `reload` is called; `failureText` is the spec's load-failure text.
 */
export function useApi<T>(load: () => Promise<T>, deps: unknown[], failureText: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, deps);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    stableLoad()
      .then((result) => live && setData(result))
      .catch((failure: unknown) => live && setError(withServerMessage(failureText, failure)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [stableLoad, round, failureText]);

  return { data, loading, error, reload: () => setRound((n) => n + 1) };
}
