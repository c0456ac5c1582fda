// A cap on password hashes running at once. Every scrypt occupies one of libuv's four worker
// threads, which also serve file reads: unbounded parallel sign-ins froze static file serving.
// Over the cap the request is refused at once (429 per address, 503 overall), never queued.
// Per process on purpose: it guards this process's CPU and threads, not a shared count.
import { AppError } from '../../plugins/errors';

/** Leaves one of libuv's four threads for file reads while hashes run. */
export const MAX_HASHES = 3;
/** One address (an office NAT, a phone retrying) may run two hashes at once. */
export const MAX_HASHES_PER_ADDRESS = 2;

export const HASH_GATE_TEXTS = {
  addressBusy: 'Zu viele gleichzeitige Anmeldungen. Bitte versuchen Sie es gleich nochmals.',
  serverBusy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich nochmals.',
} as const;

export class HashGate {
  private running = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly max = MAX_HASHES,
    private readonly maxPerAddress = MAX_HASHES_PER_ADDRESS,
  ) {}

  /** Runs `hash` when there is room for the address, or throws 429/503 at once. */
  async run<T>(address: string, hash: () => Promise<T>): Promise<T> {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.maxPerAddress) throw new AppError(429, 'signInBusy', HASH_GATE_TEXTS.addressBusy);
    if (this.running >= this.max) throw new AppError(503, 'serviceUnavailable', HASH_GATE_TEXTS.serverBusy);
    this.running++;
    this.perAddress.set(address, mine + 1);
    try {
      return await hash();
    } finally {
      this.running--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    }
  }
}
