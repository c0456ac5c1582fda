// Reads of the field screens, shaped like call() (api/client.ts): an entry of the endpoint
// table and its parameters, the URL by urlOf, the answer typed by the entry. Plain fetch
// instead of call(): the shell signs the user out on any 401 from call(), but a field worker
// whose sign-in expired must keep the data on the phone and keep working; a 401 here only
// pauses the sync and asks for a new sign-in. An answer started early (early-fetch.ts) is
// taken when there is one.
import { urlOf, type AnswerOf, type EndpointSpec } from '@tragkraft/sync-protocol';
import { ApiError } from '../api/api-error';
import type { CallArgs } from '../api/client';
import { getSession } from '../auth/session-store';
import { takeEarlyFetch } from './early-fetch';
import { fieldDb, META, writeMeta } from './field-db';
import { SERVER_REACHED_EVENT } from './field-keys';

async function fieldFetch(url: string): Promise<Response> {
  const session = getSession();
  if (!session) throw new ApiError(401, 'unauthorized', '');
  let response: Response;
  try {
    response = await (takeEarlyFetch(url, session.token) ?? fetch(url, { headers: { authorization: `Bearer ${session.token}` } }));
  } catch {
    throw new ApiError(0, 'network', 'Keine Verbindung zum Server.');
  }
  if (response.ok) {
    window.dispatchEvent(new Event(SERVER_REACHED_EVENT));
    return response;
  }
  if (response.status === 401) await writeMeta(fieldDb, META.authPausedToken, session.token);
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new ApiError(response.status, body.code ?? 'error', body.message ?? '');
}

/** A field read: the answer typed by its entry (JSON parsed, text as string). */
export async function fieldCall<E extends EndpointSpec>(entry: E, ...[params]: CallArgs<E>): Promise<AnswerOf<E>> {
  const response = await fieldFetch(urlOf(entry, params ?? {}));
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await response.json()) as AnswerOf<E>;
  return (await response.text()) as AnswerOf<E>;
}

/** A file read (an image) as bytes and type, for the copy on the phone. */
export async function fieldCallBytes<E extends EndpointSpec>(entry: E, ...[params]: CallArgs<E>): Promise<{ bytes: ArrayBuffer; mimeType: string }> {
  const response = await fieldFetch(urlOf(entry, params ?? {}));
  return { bytes: await response.arrayBuffer(), mimeType: response.headers.get('content-type') ?? 'image/jpeg' };
}
