// The outbox's rules without any I/O: what an answer means for a queued item, how long to
// wait before the next attempt. Unit-tested; replay.ts applies them.
import { outboxOutcome } from '@tragkraft/sync-protocol';

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
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Delay before attempt `attempts + 1` after `attempts` failures: doubling from 1 s up to
 * 5 minutes, randomised into the upper half so many phones coming online together spread out.
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
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
