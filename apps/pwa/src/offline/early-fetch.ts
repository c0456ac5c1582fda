// Field reads started before the app's code has loaded (features/operations/landing-prefetch.ts).
// Each answer is used once, by the first read of the same URL with the same sign-in, and
// only while fresh: a screen opened later asks the server itself.
import { urlOf, type CallParamsOf, type EndpointSpec } from '@tragkraft/sync-protocol';

const MAX_AGE_MS = 30_000;

interface EarlyFetch {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyFetch>();

/** Starts the read of an endpoint (URL by urlOf, as field-fetch.ts builds it). */
export function startEarlyFetch<E extends EndpointSpec>(entry: E, params: CallParamsOf<E>, token: string): void {
  const url = urlOf(entry, params as object);
  const response = fetch(url, { headers: { authorization: `Bearer ${token}` } });
  // A failure belongs to the read that takes the answer (or to nobody).
  response.catch(() => undefined);
  started.set(url, { token, startedAt: Date.now(), response });
}

/** The early answer of `url` for this sign-in, or null (then the caller fetches). */
export function takeEarlyFetch(url: string, token: string): Promise<Response> | null {
  const early = started.get(url);
  started.delete(url);
  if (!early || early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return null;
  return early.response;
}
