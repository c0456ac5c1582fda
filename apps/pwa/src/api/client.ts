// The one typed fetch client: bearer token, JSON in and out, every failure as ApiError.
import { getSession } from '../auth/session-store';
import { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let onUnauthorized: () => void = () => {};

/** Called when the server rejects the stored sign-in (expired, revoked). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: string; message?: string } & Record<string, unknown>;
    return new ApiError(response.status, body.code ?? 'error', body.message ?? '', body);
  } catch {
    return new ApiError(response.status, 'error', '');
  }
}

async function send(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const session = getSession();
  const init: RequestInit = { method, headers: { ...headers } };
  if (session) (init.headers as Record<string, string>).authorization = `Bearer ${session.token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'network', 'Keine Verbindung zum Server.');
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && session) onUnauthorized();
    throw error;
  }
  return response;
}

export async function api<T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await send(method, path, body, headers);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await response.json()) as T;
  return (await response.text()) as T;
}

/** A file download: the blob and the file name from Content-Disposition. */
export async function apiBlob(method: Method, path: string, body?: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(method, path, body);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName: fileName ? decodeURIComponent(fileName) : null };
}
