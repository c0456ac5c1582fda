// Field reads started before the app's code has loaded (features/operations/landing-prefetch.ts).
// Each answer is used once, by the first read of the same path with the same sign-in, and
// only while fresh: a screen opened later asks the server itself.
const MAX_AGE_MS = 30_000;

interface EarlyFetch {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyFetch>();

export function startEarlyFetch(path: string, token: string): void {
  const response = fetch(path, { headers: { authorization: `Bearer ${token}` } });
  // A failure belongs to the read that takes the answer (or to nobody).
  response.catch(() => undefined);
  started.set(path, { token, startedAt: Date.now(), response });
}

/** The early answer of `path` for this sign-in, or null (then the caller fetches). */
export function takeEarlyFetch(path: string, token: string): Promise<Response> | null {
  const early = started.get(path);
  started.delete(path);
  if (!early || early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return null;
  return early.response;
}
