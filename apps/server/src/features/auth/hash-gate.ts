// A cap on password hashes running at once. Every scrypt occupies one of libuv's four worker
// threads, which also serve file reads: unbounded parallel sign-ins froze static file serving.
// Over the cap the request is refused at once (429 per address, 503 overall), never queued.
import { AppError } from '../../plugins/errors';
import { ConcurrencyGate } from '../../limits/concurrency-gate';

/** Leaves one of libuv's four threads for file reads while hashes run. */
const MAX_HASHES = 3;
/** One address (an office NAT, a phone retrying) may run two hashes at once. */
const MAX_HASHES_PER_ADDRESS = 2;

const HASH_GATE_TEXTS = {
  addressBusy: 'Zu viele gleichzeitige Anmeldungen. Bitte versuchen Sie es gleich nochmals.',
  serverBusy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich nochmals.',
} as const;

export class HashGate extends ConcurrencyGate<string> {
  constructor(max = MAX_HASHES, maxPerAddress = MAX_HASHES_PER_ADDRESS) {
    super(maxPerAddress, max, {
      key: () => new AppError(429, 'signInBusy', HASH_GATE_TEXTS.addressBusy),
      total: () => new AppError(503, 'serviceUnavailable', HASH_GATE_TEXTS.serverBusy),
    });
  }
}
