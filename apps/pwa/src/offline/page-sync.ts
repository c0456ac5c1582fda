// The page side of the outbox: queue a mutation, run the shared replay (replay.ts) with the
// page's fetch, schedule the backoff timer, and ask the service worker for a Background Sync
// so Android phones upload even when the app is closed. Screens subscribe to the results.
import type { OutboxMutationName, OutboxMutations } from '@tragkraft/sync-protocol';
import { getSession } from '../auth/session-store';
import { fieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { replayOutbox, type ReplaySummary } from './replay';

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

function schedule(retryAt: number | null): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (retryAt === null) return;
  timer = setTimeout(() => void syncNow(), Math.max(0, retryAt - Date.now()));
}

async function runOnce(force: boolean): Promise<ReplaySummary> {
  await mirrorSession();
  const summary = await replayOutbox({ db: fieldDb, fetch: globalThis.fetch.bind(globalThis), locks: navigator.locks }, { force });
  if (!summary.skipped) schedule(summary.retryAt);
  // Another replay (the worker, another tab) holds the lock: look again shortly.
  else schedule(Date.now() + 2_000);
  if (!summary.drained && !summary.paused) void registerBackgroundSync();
  listeners.forEach((listener) => listener(summary));
  return summary;
}

/**
 * Runs the replay now (app start, online, back to the app, timer, the button). A call while
 * one runs is answered by one more run right after it, so whatever was queued meanwhile is
 * sent then (and the caller's promise tells how that went).
 */
export function syncNow(options: { force?: boolean } = {}): Promise<ReplaySummary> {
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

/**
 * Drops a rejected item on the user's explicit wish. A report save takes its draft and the
 * photos only this phone has with it; what the server already holds stays.
 */
export async function discard(item: OutboxItem): Promise<void> {
  await fieldDb.transaction('rw', [fieldDb.outbox, fieldDb.drafts, fieldDb.photos], async () => {
    await fieldDb.outbox.delete(item.seq!);
    if (item.name !== 'report.save') return;
    const others = await fieldDb.outbox.where('stageId').equals(item.stageId).filter((i) => i.name === 'report.save' && i.userId === item.userId).count();
    if (others > 0) return;
    await fieldDb.drafts.delete(`${item.userId}:${item.stageId}`);
    await fieldDb.photos.where('stageId').equals(item.stageId).filter((p) => p.userId === item.userId && !p.confirmed && p.source === 'device').delete();
  });
}
