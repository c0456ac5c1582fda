// A background run that must not overlap itself in one process (the mail queue's and the push
// queue's sending): a call while a run is going waits for it and then runs once more, to pick
// up what was queued meanwhile; further calls meanwhile share that one follow-up. Other
// instances are kept apart by the database claims, not here.
export interface SerialRuns<T> {
  /** Runs now, or once after the current run; resolves with that run's result. */
  run(): Promise<T>;
  /** Resolves when the current run and its follow-up have finished, whatever their outcome. */
  settled(): Promise<void>;
}

export function serialRuns<T>(runOnce: () => Promise<T>): SerialRuns<T> {
  let current: Promise<T> | null = null;
  let pending: Promise<T> | null = null;
  const run = (): Promise<T> => {
    if (!current) {
      current = runOnce().finally(() => {
        current = null;
      });
      return current;
    }
    if (!pending) {
      pending = current
        .catch(() => undefined)
        .then(() => {
          pending = null;
          return run();
        });
    }
    return pending;
  };
  return {
    run,
    settled: async () => {
      await Promise.allSettled([current, pending]);
    },
  };
}
