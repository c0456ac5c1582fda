// The outbox's rules without any I/O: what an answer means for a queued item, how long to
// wait before the next attempt. Unit-tested; replay.ts applies them.
import { outboxOutcome } from '@tragkraft/sync-protocol';
import type { OutboxItem } from './field-types';
import { handlerOf } from './mutations/registry';

/**
 * done: 2xx. retry: network failure (0), 408, 429, 5xx. unauthorized: 401 pauses the whole
 * queue until the user signs in again. rejected: any other 4xx; kept for the user.
 */
export type AnswerOutcome = 'done' | 'retry' | 'rejected' | 'unauthorized';

export function classifyAnswer(status: number): AnswerOutcome {
  const outcome = outboxOutcome(status);
  return outcome === 'refused' ? 'rejected' : outcome;
}

const BACKOFF_BASE_MS = 1_000;
/** Cap while the phone has no network: the `online` event wakes the queue anyway. */
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before attempt `attempts + 1` after `attempts` failures: doubling from 1 s up to
 * `cap`, randomised into the upper half so many phones coming online together spread out.
 * On line the cap is short (outboxTiming.onlineBackoffMaxMs): a server that did not answer
 * is tried again within half a minute, not after minutes (issue 27).
 */
export function backoffDelay(attempts: number, random: () => number, cap = BACKOFF_MAX_MS): number {
  const ceiling = Math.min(cap, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * How long one request may take. `baseMs` covers the answer (and a request with no body);
 * `bytesPerSecond` is a slow but alive upload (about 200 kbit/s, a weak 3G/EDGE cell), so
 * 30 MB of photos get 30 s + 20 min while a confirmation gets 30 s. Where upload progress is
 * seen (the page), `baseMs` without any progress also ends the try: a black hole is found
 * in 30 s whatever the size. Stored in `meta` `outboxTiming` for tests (e2e short values).
 */
export interface OutboxTiming {
  baseMs: number;
  bytesPerSecond: number;
  onlineBackoffMaxMs: number;
}

export const DEFAULT_TIMING: OutboxTiming = { baseMs: 30_000, bytesPerSecond: 25_000, onlineBackoffMaxMs: 30_000 };

export function requestTimeoutMs(bytes: number, timing: OutboxTiming): number {
  return Math.round(timing.baseMs + (bytes / timing.bytesPerSecond) * 1_000);
}

/**
 * Two lanes send side by side, so a confirmation never waits behind 30 MB of photos:
 * 'upload' for report saves (multipart, photos, signature), 'small' for the rest. Each
 * mutation's handler names its lane (mutations/).
 */
export type Lane = 'small' | 'upload';
export const LANES: readonly Lane[] = ['small', 'upload'];
export const laneOf = (item: Pick<OutboxItem, 'name'>): Lane => handlerOf(item).lane;

type QueuedItem = Pick<OutboxItem, 'id' | 'seq' | 'stageId' | 'name' | 'status' | 'nextAttemptAt'>;

/**
 * The next item a lane may send now, from all pending items in `seq` order. Items of one
 * stage keep their order across lanes, as the server needs it: a completion needs the saved
 * report, a report with the site lead's own hours needs the confirmation queued before it.
 * Items of different stages never wait for each other. `force` ignores the backoff (a sign
 * of a connection, the button); `tried` are items already sent in this run.
 */
export function nextInLane<T extends QueuedItem>(pending: T[], lane: Lane, nowMs: number, force: boolean, tried: ReadonlySet<string>): T | undefined {
  const sorted = [...pending].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const laneItems = sorted.filter((item) => laneOf(item) === lane);
  // Within a lane the order stays too: its first item waiting for its turn holds the rest.
  for (const item of laneItems) {
    if (tried.has(item.id)) return undefined;
    const earlierOfStage = sorted.find((other) => other.stageId === item.stageId && (other.seq ?? 0) < (item.seq ?? 0));
    if (earlierOfStage) continue;
    return force || item.nextAttemptAt <= nowMs ? item : undefined;
  }
  return undefined;
}

/** The server's message of a refusal: message plus listed reasons (texts or {text}). */
export function refusalText(body: unknown, status: number): string {
  const record = (body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof record.message === 'string' && record.message ? record.message : `HTTP ${status}`;
  const reasons = Array.isArray(record.errors)
    ? record.errors.map((e) => (typeof e === 'string' ? e : typeof (e as { text?: unknown })?.text === 'string' ? (e as { text: string }).text : '')).filter(Boolean)
    : [];
  return [message, ...reasons].join(' ');
}
