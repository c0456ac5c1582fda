// A fair cap on password hashes running at once (issue 29 item 3, decision 011). Every scrypt
// occupies one of libuv's four worker threads, which also serve file reads, so at most
// MAX_HASHES run at once. Before, the gate refused at once when full: 100 addresses sending
// sign-ins kept it full and the owner's correct password got 503 in 25 of 28 tries. Now:
// - each share (an address, IPv6 by /64, or a known device) may have PER_SHARE hashes running
//   or waiting; one more is refused at once (429) and still counts as use of that share;
// - a free place goes to the waiting share that used the gate least lately (use fades by half
//   every minute): a share that keeps the gate full waits behind everybody else, the owner
//   signing in once comes next;
// - nobody waits longer than WAIT_MS (then 503), and at most MAX_WAITING wait at all.
import { AppError } from '../../plugins/errors';
import { addressGroup } from '../../limits/address-group';

/** Leaves one of libuv's four threads for file reads while hashes run. */
const MAX_HASHES = 3;
/** One address (an office NAT, a phone retrying) or device may have two hashes running or waiting. */
const PER_SHARE = 2;
const WAIT_MS = 5000;
const MAX_WAITING = 200;
const USE_HALF_LIFE_MS = 60_000;
/** Shares remembered at most; the least used are forgotten first. */
const MAX_REMEMBERED = 10_000;

const HASH_GATE_TEXTS = {
  addressBusy: 'Zu viele gleichzeitige Anmeldungen. Bitte versuchen Sie es gleich nochmals.',
  serverBusy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich nochmals.',
} as const;

/** The share of a request without a known device: its address, IPv6 by /64. */
export const addressShare = (address: string) => `address:${addressGroup(address)}`;

interface Waiting {
  share: string;
  since: number;
  start: () => void;
}

export class HashGate {
  private running = 0;
  private readonly pending = new Map<string, number>();
  private readonly use = new Map<string, { value: number; at: number }>();
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly max = MAX_HASHES,
    private readonly perShare = PER_SHARE,
    private readonly waitMs = WAIT_MS,
  ) {}

  /** Runs `work` in a place of the share: at once, after a fair wait, or throws. */
  async run<T>(share: string, work: () => Promise<T>): Promise<T> {
    const now = Date.now();
    this.addUse(share, now);
    const mine = this.pending.get(share) ?? 0;
    if (mine >= this.perShare) throw new AppError(429, 'signInBusy', HASH_GATE_TEXTS.addressBusy);
    if (this.running >= this.max && this.waiting.length >= MAX_WAITING) throw busy();
    this.pending.set(share, mine + 1);
    try {
      if (this.running < this.max && this.waiting.length === 0) this.running++;
      else await this.wait(share, now);
      try {
        return await work();
      } finally {
        this.running--;
        this.next();
      }
    } finally {
      const left = (this.pending.get(share) ?? 1) - 1;
      if (left > 0) this.pending.set(share, left);
      else this.pending.delete(share);
    }
  }

  private wait(share: string, now: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        share,
        since: now,
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(busy());
      }, this.waitMs);
      this.waiting.push(entry);
    });
  }

  /** Gives the free place to the waiting share with the least use (the longest waiting first among equals). */
  private next(): void {
    if (this.running >= this.max || this.waiting.length === 0) return;
    const now = Date.now();
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      if (this.useOf(this.waiting[i]!.share, now) < this.useOf(this.waiting[best]!.share, now)) best = i;
    }
    const [entry] = this.waiting.splice(best, 1);
    this.running++;
    entry!.start();
  }

  private useOf(share: string, now: number): number {
    const entry = this.use.get(share);
    return entry ? entry.value * 0.5 ** ((now - entry.at) / USE_HALF_LIFE_MS) : 0;
  }

  private addUse(share: string, now: number): void {
    const value = this.useOf(share, now) + 1;
    this.use.delete(share);
    this.use.set(share, { value, at: now });
    // Oldest touched first (a Map keeps insertion order): those are the ones used least lately.
    if (this.use.size > MAX_REMEMBERED) this.use.delete(this.use.keys().next().value!);
  }
}

const busy = () => new AppError(503, 'serviceUnavailable', HASH_GATE_TEXTS.serverBusy);
