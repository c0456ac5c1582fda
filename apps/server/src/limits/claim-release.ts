// At shutdown (decision 036) a queue run may be in the middle of a send (an SMTP server or a
// push service that does not answer). Its claim would keep the item from every other instance
// until the claim expires (minutes); so a stopping instance waits a little for the send, then
// gives the claim back: the item is due again at once, for whichever instance runs next. A send
// that still finishes after that may go twice, as after a crash (decision 004).

/** How long a stopping instance waits for a running send before it gives the claim back. */
export const CLAIM_RELEASE_WAIT_MS = 3_000;

/** The item a run has claimed and is sending now, with the claim time it wrote. */
export interface HeldClaim {
  id: number;
  claimedUntil: string;
}

/** Resolves true when `settled` resolved within `ms`, false when the time ran out first. */
export async function settledWithin(settled: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([settled.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
