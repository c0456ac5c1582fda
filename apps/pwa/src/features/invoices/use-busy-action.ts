import { useState } from 'react';
import { notifyError } from '../../ui/notify';

/**
 * Runs one action at a time and remembers which one is running (for the buttons' spinners);
 * a failure becomes a red note with the text `failure` makes of it.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>, failure: (error: unknown) => string) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      notifyError(failure(error));
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}
