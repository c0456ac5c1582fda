// Reads of the field screens. Plain fetch instead of api(): the shell signs the user out on
// any 401 from api(), but a field worker whose sign-in expired must keep the data on the
// phone and keep working; a 401 here only pauses the sync and asks for a new sign-in.
import { ApiError } from '../api/api-error';
import { getSession } from '../auth/session-store';
import { takeEarlyFetch } from './early-fetch';
import { fieldDb, META, writeMeta } from './field-db';

async function fieldFetch(path: string): Promise<Response> {
  const session = getSession();
  if (!session) throw new ApiError(401, 'unauthorized', '');
  let response: Response;
  try {
    response = await (takeEarlyFetch(path, session.token) ?? fetch(path, { headers: { authorization: `Bearer ${session.token}` } }));
  } catch {
    throw new ApiError(0, 'network', 'Keine Verbindung zum Server.');
  }
  if (response.ok) return response;
  if (response.status === 401) await writeMeta(fieldDb, META.authPausedToken, session.token);
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new ApiError(response.status, body.code ?? 'error', body.message ?? '');
}

export async function fieldGet<T>(path: string): Promise<T> {
  return (await (await fieldFetch(path)).json()) as T;
}

export async function fieldGetText(path: string): Promise<string> {
  return (await fieldFetch(path)).text();
}

export async function fieldGetBytes(path: string): Promise<{ bytes: ArrayBuffer; mimeType: string }> {
  const response = await fieldFetch(path);
  return { bytes: await response.arrayBuffer(), mimeType: response.headers.get('content-type') ?? 'image/jpeg' };
}
