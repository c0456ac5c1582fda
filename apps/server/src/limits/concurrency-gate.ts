// A cap on work running at once, per key (an address, a user) and in all. Over the cap the
// request is refused at once with the given error, never queued: a queue would only hold
// sockets, memory and threads longer. Per process on purpose: what it protects (libuv threads,
// memory, file handles) is the process's own. Used for password hashes and report uploads.
import type { AppError } from '../plugins/errors';

export interface GateRefusals {
  /** This key already runs its share (answered 429). */
  key: () => AppError;
  /** The process runs its total (answered 503). */
  total: () => AppError;
}

export class ConcurrencyGate<K> {
  private running = 0;
  private readonly perKey = new Map<K, number>();

  constructor(
    private readonly maxPerKey: number,
    private readonly maxTotal: number,
    private readonly refusals: GateRefusals,
  ) {}

  /** Takes a place for the key or throws; answers the function that gives it back (once). */
  take(key: K): () => void {
    const mine = this.perKey.get(key) ?? 0;
    if (mine >= this.maxPerKey) throw this.refusals.key();
    if (this.running >= this.maxTotal) throw this.refusals.total();
    this.running++;
    this.perKey.set(key, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running--;
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left > 0) this.perKey.set(key, left);
      else this.perKey.delete(key);
    };
  }

  /** Runs `work` in a place of the key, or throws at once. */
  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const giveBack = this.take(key);
    try {
      return await work();
    } finally {
      giveBack();
    }
  }
}
