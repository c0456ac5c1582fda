// The one replay of the outbox, used by the page and by the service worker's `sync` event.
// No window or DOM here: Dexie, navigator.locks and a transport (the page's XMLHttpRequest
// with upload progress, the worker's fetch). A Web Lock makes sure two replays (page and
// worker, or two tabs) never run at once; without Web Locks an in-memory flag guards this
// context. Two lanes (outbox-policy.ts) send side by side; every request has a timeout that
// fits its size and is aborted when it runs out, so no answer can hold the queue (issue 27).
import { backoffDelay, BACKOFF_MAX_MS, classifyAnswer, DEFAULT_TIMING, LANES, nextInLane, refusalText, requestTimeoutMs, type Lane, type OutboxTiming } from './outbox-policy';
import { META, readMeta, writeMeta, type FieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { handlerOf } from './mutations/registry';
import { outboxFetchArgs } from './outbox-request';

const REPLAY_LOCK = 'outbox-replay';
const NO_CONNECTION = 'Keine Verbindung zum Server.';
const NO_ANSWER = 'Der Server hat nicht rechtzeitig geantwortet.';

/** Sends one request; resolves with status 0 on a network failure or an abort, never rejects. */
export type Transport = (url: string, init: RequestInit, signal: AbortSignal, onProgress: (sentBytes: number) => void) => Promise<{ status: number; body: unknown }>;

export interface ReplayEnv {
  db: FieldDb;
  transport: Transport;
  now?: () => Date;
  random?: () => number;
  locks?: LockManager;
  /** Whether the device has a network (navigator.onLine): the backoff cap depends on it. */
  online?: () => boolean;
  /** Bytes of an item sent so far (null: it is no longer on its way). */
  onProgress?: (itemId: string, sent: number | null, total: number) => void;
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

export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** The worker's transport: fetch, no upload progress. */
export function fetchTransport(fetchFn: typeof fetch): Transport {
  return async (url, init, signal) => {
    try {
      const response = await fetchFn(url, { ...init, signal });
      return { status: response.status, body: parseBody(await response.text()) };
    } catch {
      return { status: 0, body: null };
    }
  };
}

/** Requests on their way in this context, so the button can end the ones that look stuck. */
const inFlight = new Set<{ controller: AbortController; progressAt: number }>();

/** Aborts the sends without upload progress for `idleMs` ('Jetzt synchronisieren'). */
export function abortStalledSends(idleMs: number, nowMs = Date.now()): void {
  for (const send of inFlight) if (nowMs - send.progressAt >= idleMs) send.controller.abort();
}

async function send(env: ReplayEnv, item: OutboxItem, token: string, timing: OutboxTiming): Promise<{ status: number; body: unknown }> {
  const { url, init, bytes } = await outboxFetchArgs(item, token, (id) => env.db.photos.get(id));
  const entry = { controller: new AbortController(), progressAt: Date.now() };
  let timedOut = false;
  const abortAfter = (ms: number) => setTimeout(() => ((timedOut = true), entry.controller.abort()), ms);
  const total = abortAfter(requestTimeoutMs(bytes, timing));
  // Progress seen (page): no progress for baseMs also ends the try, whatever the size.
  let stall = abortAfter(timing.baseMs);
  inFlight.add(entry);
  env.onProgress?.(item.id, 0, bytes);
  try {
    const answer = await env.transport(url, init, entry.controller.signal, (sent) => {
      entry.progressAt = Date.now();
      clearTimeout(stall);
      stall = abortAfter(timing.baseMs);
      env.onProgress?.(item.id, Math.min(sent, bytes), bytes);
    });
    if (answer.status !== 0) return answer;
    return { status: 0, body: { message: timedOut ? NO_ANSWER : NO_CONNECTION } };
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
    inFlight.delete(entry);
    env.onProgress?.(item.id, null, bytes);
  }
}

async function pendingOf(db: FieldDb, userId: number): Promise<OutboxItem[]> {
  return db.outbox.where('status').equals('pending').filter((i) => i.userId === userId).sortBy('seq');
}

async function runQueue(env: ReplayEnv, force: boolean): Promise<ReplaySummary> {
  const { db } = env;
  const now = env.now ?? (() => new Date());
  const random = env.random ?? Math.random;
  const summary: ReplaySummary = { skipped: false, paused: null, results: [], retryAt: null, drained: false };
  const session = await db.session.get('current');
  if (!session) return { ...summary, paused: 'signedOut' };
  if ((await readMeta<string>(db, META.authPausedToken)) === session.token) return { ...summary, paused: 'unauthorized' };
  const timing = { ...DEFAULT_TIMING, ...(await readMeta<Partial<OutboxTiming>>(db, META.outboxTiming)) };
  const tried = new Set<string>();

  const runLane = async (lane: Lane): Promise<void> => {
    while (!summary.paused) {
      const item = nextInLane(await pendingOf(db, session.userId), lane, now().getTime(), force, tried);
      if (!item) return;
      tried.add(item.id);
      const { status, body } = await send(env, item, session.token, timing);
      const outcome = classifyAnswer(status);
      if (outcome === 'done') {
        await handlerOf(item).applyDone(db, item, body, now());
        await db.outbox.delete(item.seq!);
        summary.results.push({ item, outcome: 'done', body });
      } else if (outcome === 'rejected') {
        const lastError = refusalText(body, status);
        await db.outbox.update(item.seq!, { status: 'rejected', lastStatus: status, lastError, attempts: item.attempts + 1 });
        await handlerOf(item).applyRejected(db, item, now());
        summary.results.push({ item: { ...item, status: 'rejected', lastError, lastStatus: status }, outcome: 'rejected', body });
      } else if (outcome === 'unauthorized') {
        await writeMeta(db, META.authPausedToken, session.token);
        await db.outbox.update(item.seq!, { lastStatus: status, lastError: 'Bitte melden Sie sich neu an' });
        summary.paused = 'unauthorized';
      } else {
        const attempts = item.attempts + 1;
        const cap = (env.online?.() ?? true) ? timing.onlineBackoffMaxMs : BACKOFF_MAX_MS;
        await db.outbox.update(item.seq!, { attempts, nextAttemptAt: now().getTime() + backoffDelay(attempts, random, cap), lastStatus: status, lastError: refusalText(body, status) });
        // This lane stops at its first failure; the other lane goes on.
        return;
      }
    }
  };

  // A lane may have waited for an item of its stage in the other lane: run again while
  // anything was sent.
  for (let sent = -1; sent !== summary.results.length && !summary.paused; ) {
    sent = summary.results.length;
    await Promise.all(LANES.map(runLane));
  }
  if (summary.paused) return summary;
  const left = await pendingOf(db, session.userId);
  if (left.length === 0) {
    summary.drained = true;
    await writeMeta(db, META.lastSyncAt(session.userId), now().toISOString());
  } else {
    // Items behind one of their stage wait with it; never a retry time already past (a loop).
    const nowMs = now().getTime();
    const future = left.map((i) => i.nextAttemptAt).filter((at) => at > nowMs);
    summary.retryAt = future.length > 0 ? Math.min(...future) : nowMs + 1_000;
  }
  return summary;
}

/** Replays the signed-in user's queue; `force` tries items that wait for their backoff. */
export async function replayOutbox(env: ReplayEnv, options: { force?: boolean } = {}): Promise<ReplaySummary> {
  const result = await withReplayLock(env.locks, () => runQueue(env, options.force ?? false));
  return result ?? { skipped: true, paused: null, results: [], retryAt: null, drained: false };
}
