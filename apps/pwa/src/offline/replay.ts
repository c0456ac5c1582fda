// The one replay of the outbox, used by the page and by the service worker's `sync` event.
// No window or DOM here: fetch, Dexie and navigator.locks only. A Web Lock makes sure two
// replays (page and worker, or two tabs) never run at once; without Web Locks an in-memory
// flag guards this context. Items go one at a time in the order they were made.
import { backoffDelay, classifyAnswer, refusalText } from './outbox-policy';
import { applyDone, applyRejected } from './apply-answer';
import { META, readMeta, writeMeta, type FieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { outboxFetchArgs } from './outbox-request';

const REPLAY_LOCK = 'outbox-replay';

export interface ReplayEnv {
  db: FieldDb;
  fetch: typeof fetch;
  now?: () => Date;
  random?: () => number;
  locks?: LockManager;
}

export interface ReplayResult {
  item: OutboxItem;
  outcome: 'done' | 'rejected';
  body: unknown;
}

export interface ReplaySummary {
  /** Another replay held the lock; nothing was done here. */
  skipped: boolean;
  /** Why the queue did not run: no sign-in mirrored, or paused by a 401. */
  paused: 'signedOut' | 'unauthorized' | null;
  results: ReplayResult[];
  /** Items wait for a retry; the earliest attempt (epoch ms), or null. */
  retryAt: number | null;
  /** The queue is empty (everything sent or set aside as rejected). */
  drained: boolean;
}

let runningHere = false;

async function withReplayLock<T>(locks: LockManager | undefined, run: () => Promise<T>): Promise<T | null> {
  if (locks?.request) return locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : null));
  if (runningHere) return null;
  runningHere = true;
  try {
    return await run();
  } finally {
    runningHere = false;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

async function send(env: ReplayEnv, item: OutboxItem, token: string): Promise<{ status: number; body: unknown }> {
  const { url, init } = await outboxFetchArgs(item, token, (id) => env.db.photos.get(id));
  try {
    const response = await env.fetch(url, init);
    return { status: response.status, body: await readBody(response) };
  } catch {
    return { status: 0, body: { message: 'Keine Verbindung zum Server.' } };
  }
}

async function nextPending(db: FieldDb, userId: number): Promise<OutboxItem | undefined> {
  const pending = await db.outbox.where('status').equals('pending').filter((i) => i.userId === userId).sortBy('seq');
  return pending[0];
}

async function runQueue(env: ReplayEnv, force: boolean): Promise<ReplaySummary> {
  const { db } = env;
  const now = env.now ?? (() => new Date());
  const random = env.random ?? Math.random;
  const summary: ReplaySummary = { skipped: false, paused: null, results: [], retryAt: null, drained: false };
  const session = await db.session.get('current');
  if (!session) return { ...summary, paused: 'signedOut' };
  if ((await readMeta<string>(db, META.authPausedToken)) === session.token) return { ...summary, paused: 'unauthorized' };

  for (let first = true; ; first = false) {
    const item = await nextPending(db, session.userId);
    if (!item) {
      summary.drained = true;
      await writeMeta(db, META.lastSyncAt(session.userId), now().toISOString());
      return summary;
    }
    // The manual button may try a waiting head item at once; the timer waits for its turn.
    if (item.nextAttemptAt > now().getTime() && !(force && first)) {
      summary.retryAt = item.nextAttemptAt;
      return summary;
    }
    const { status, body } = await send(env, item, session.token);
    const outcome = classifyAnswer(status);
    if (outcome === 'done') {
      await applyDone(db, item, body, now());
      await db.outbox.delete(item.seq!);
      summary.results.push({ item, outcome: 'done', body });
      continue;
    }
    if (outcome === 'rejected') {
      const lastError = refusalText(body, status);
      await db.outbox.update(item.seq!, { status: 'rejected', lastStatus: status, lastError, attempts: item.attempts + 1 });
      await applyRejected(db, item, now());
      summary.results.push({ item: { ...item, status: 'rejected', lastError, lastStatus: status }, outcome: 'rejected', body });
      continue;
    }
    if (outcome === 'unauthorized') {
      await writeMeta(db, META.authPausedToken, session.token);
      await db.outbox.update(item.seq!, { lastStatus: status, lastError: 'Bitte melden Sie sich neu an' });
      return { ...summary, paused: 'unauthorized' };
    }
    const attempts = item.attempts + 1;
    const retryAt = now().getTime() + backoffDelay(attempts, random);
    await db.outbox.update(item.seq!, { attempts, nextAttemptAt: retryAt, lastStatus: status, lastError: refusalText(body, status) });
    summary.retryAt = retryAt;
    return summary;
  }
}

/** Replays the signed-in user's queue; `force` tries a head item that waits for its backoff. */
export async function replayOutbox(env: ReplayEnv, options: { force?: boolean } = {}): Promise<ReplaySummary> {
  const result = await withReplayLock(env.locks, () => runQueue(env, options.force ?? false));
  return result ?? { skipped: true, paused: null, results: [], retryAt: null, drained: false };
}
