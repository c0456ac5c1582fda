// The one typed fetch client: every API call goes through `call` (JSON and text answers) or
// `callFile` (downloads) with an entry of sync-protocol's endpoint table, so the path, the
// method and the answer type come from the table. Bearer token, JSON in and out, every
// failure as ApiError. `callWithHeaders` adds headers of the caller's (the board's
// Idempotency-Key).
import type { AnswerOf, BodyOf, CallParamsOf, EndpointSpec, HasBody, HasParams } from '@tragkraft/sync-protocol';
import { getSession } from '../auth/session-store';
import { ApiError } from './api-error';
import { fileNameOf } from './file-name';
import { requestOf, type CallHeaders } from './request-of';

/** The arguments after the entry: parameters (path and query), then the body if it has one. */
export type CallArgs<E extends EndpointSpec> =
  HasBody<E> extends true ? [params: CallParamsOf<E>, body: BodyOf<E>] : HasParams<E> extends true ? [params: CallParamsOf<E>] : [params?: CallParamsOf<E>];

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

async function send(entry: EndpointSpec, params: unknown, body?: unknown, extra: CallHeaders = {}): Promise<Response> {
  const session = getSession();
  const { url, init } = requestOf(entry, params, body, session?.token ?? null, extra);
  let response: Response;
  try {
    response = await fetch(url, init);
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

async function answerOf<E extends EndpointSpec>(response: Response): Promise<AnswerOf<E>> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await response.json()) as AnswerOf<E>;
  return (await response.text()) as AnswerOf<E>;
}

/** Calls an endpoint: the answer typed by its entry (JSON parsed, text as string). */
export async function call<E extends EndpointSpec>(entry: E, ...[params, body]: CallArgs<E>): Promise<AnswerOf<E>> {
  return answerOf<E>(await send(entry, params, body));
}

/** `call` with headers of its own (an Idempotency-Key a retry of the same action sends again). */
export async function callWithHeaders<E extends EndpointSpec>(entry: E, headers: CallHeaders, ...[params, body]: CallArgs<E>): Promise<AnswerOf<E>> {
  return answerOf<E>(await send(entry, params, body, headers));
}

/** A file download: the blob and the file name from Content-Disposition. */
export async function callFile<E extends EndpointSpec>(entry: E, ...[params, body]: CallArgs<E>): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(entry, params, body);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
