// The URL and fetch options of an API call (api/client.ts), apart from the session and fetch
// so a test can read them: bearer token, JSON or a form, and headers of the caller's.
import { urlOf, type EndpointSpec } from '@tragkraft/sync-protocol';

/** Headers a call adds to the usual ones, e.g. an Idempotency-Key (decision 005). */
export type CallHeaders = Readonly<Record<string, string>>;

/** The URL and fetch options of a call: the session's bearer token, JSON or a form, the extra headers. */
export function requestOf(entry: EndpointSpec, params: unknown, body: unknown, token: string | null, extra: CallHeaders = {}): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { ...extra };
  const init: RequestInit = { method: entry.method, headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return { url: urlOf(entry, (params ?? {}) as object), init };
}
