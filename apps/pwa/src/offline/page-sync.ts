// The page side of the outbox: queue a mutation, run the shared replay (replay.ts) with the
// page's fetch, schedule the backoff timer, and ask the service worker for a Background Sync
// so Android phones upload even when the app is closed. Screens subscribe to the results.
import type { OutboxMutationName, OutboxMutations } from '@tragkraft/sync-protocol';
import { getSession } from '../auth/session-store';
import { fieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { ABORT_CHANNEL } from './field-keys';
import type { ReplaySummary } from './replay';
import { setSendProgress } from './send-progress';

/** Tag of the service worker's `sync` event. */
const OUTBOX_SYNC_TAG = 'outbox';

type Listener = (summary: ReplaySummary) => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<ReplaySummary> | null = null;
let next: Promise<ReplaySummary> | null = null;
let nextForce = false;

export function onSyncResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The service worker has no localStorage: the replay reads the sign-in from IndexedDB. */
export async function mirrorSession(): Promise<void> {
  const session = getSession();
  if (session) await fieldDb.session.put({ key: 'current', token: session.token, userId: session.user.id, role: session.user.role });
  else await fieldDb.session.delete('current');
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the page's triggers carry the queue alone.
  }
}

/** A send without upload progress for this long looks stuck to the button. */
const STUCK_MS = 2_000;

/** A forced wish survives a later plain schedule: the button's try is never lost. */
let timerForce = false;

function schedule(retryAt: number | null, force = false): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (retryAt === null) {
    timerForce = false;
    return;
  }
  timerForce ||= force;
  timer = setTimeout(() => {
    const forced = timerForce;
    timer = null;
    timerForce = false;
    void syncNow({ force: forced });
  }, Math.max(0, retryAt - Date.now()));
}

/**
 * The replay engine (replay, transport, answers) is not needed to show the first screen: it
 * loads right after it (or when something is queued), so it is in memory before the network
 * goes. A failed load (offline before the worker cached it) is tried again on the next run.
 */
const importEngine = () => Promise.all([import('./replay'), import('./xhr-transport')]);
let engine: ReturnType<typeof importEngine> | null = null;
const loadEngine = () =>
  (engine ??= importEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  }));

const NOTHING_WAITS: ReplaySummary = { skipped: false, paused: null, results: [], retryAt: null, drained: true };

async function runOnce(force: boolean): Promise<ReplaySummary> {
  await mirrorSession();
  const userId = getSession()?.user.id;
  const waiting = userId === undefined ? 0 : await fieldDb.outbox.where('userId').equals(userId).filter((i) => i.status === 'pending').count();
  if (waiting === 0) {
    void loadEngine().catch(() => undefined);
    schedule(null);
    return NOTHING_WAITS;
  }
  let loaded: Awaited<ReturnType<typeof importEngine>>;
  try {
    loaded = await loadEngine();
  } catch {
    schedule(Date.now() + 5_000, force);
    return { ...NOTHING_WAITS, drained: false };
  }
  const [{ replayOutbox }, { xhrTransport }] = loaded;
  const summary = await replayOutbox(
    { db: fieldDb, transport: xhrTransport, locks: navigator.locks, online: () => navigator.onLine, onProgress: setSendProgress },
    { force },
  );
  // Another replay (the worker, another tab) holds the lock: look again shortly.
  if (summary.skipped) schedule(Date.now() + (force ? 500 : 2_000), force);
  // Something went through: the connection works, so what waits for its backoff goes now.
  else if (summary.retryAt !== null && summary.results.some((r) => r.outcome === 'done')) schedule(Date.now(), true);
  else schedule(summary.retryAt);
  if (!summary.drained && !summary.paused) void registerBackgroundSync();
  listeners.forEach((listener) => listener(summary));
  return summary;
}

/**
 * Runs the replay now. `force` (app start, sign-in, online, back to the app, a successful
 * read, the button) tries items at once whatever their backoff; `restart` (the button) also
 * ends requests that look stuck, here and in the service worker, so a new try starts at once.
 * A call while one runs is answered by one more run right after it, so whatever was queued
 * meanwhile is sent then (and the caller's promise tells how that went).
 */
export function syncNow(options: { force?: boolean; restart?: boolean } = {}): Promise<ReplaySummary> {
  if (options.restart) {
    void engine?.then(([replay]) => replay.abortStalledSends(STUCK_MS));
    if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(ABORT_CHANNEL).postMessage(STUCK_MS);
  }
  if (!running) {
    running = runOnce(options.force ?? false).finally(() => {
      running = null;
    });
    return running;
  }
  nextForce = nextForce || (options.force ?? false);
  next ??= running.then(() => {
    const force = nextForce;
    next = null;
    nextForce = false;
    return syncNow({ force });
  });
  return next;
}

/** Queues a mutation of the signed-in user and starts a replay. */
export async function enqueue<N extends OutboxMutationName>(name: N, stageId: number, payload: OutboxMutations[N]): Promise<OutboxItem<N>> {
  const session = getSession();
  if (!session) throw new Error('not signed in');
  const item: OutboxItem<N> = {
    id: crypto.randomUUID(),
    userId: session.user.id,
    stageId,
    name,
    payload,
    createdAt: new Date().toISOString(),
    attempts: 0,
    status: 'pending',
    nextAttemptAt: 0,
    lastStatus: null,
    lastError: null,
  };
  const seq = await fieldDb.outbox.add(item as OutboxItem);
  return { ...item, seq };
}

/** A rejected item the user fixed elsewhere or wants to try again: back into the queue. */
export async function resend(seq: number): Promise<void> {
  await fieldDb.outbox.update(seq, { status: 'pending', attempts: 0, nextAttemptAt: 0 });
  void syncNow();
}

/** Drops one queued answer (a confirm/decline the user no longer wants sent). */
export async function discardItem(seq: number | undefined): Promise<void> {
  if (seq !== undefined) await fieldDb.outbox.delete(seq);
}
