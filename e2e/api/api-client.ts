// The journeys' typed API client: every call names an entry of sync-protocol's endpoint table,
// so the path, the method and the answer type come from the table (as the PWA's `call` and the
// server's route tests do), never from a hand-written '/api/...' string.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { urlOf, type AnswerOf, type BodyOf, type CallParamsOf, type EndpointSpec, type HasBody, type HasParams } from '@tragkraft/sync-protocol';

/** Who calls: the bearer token of a sign-in (none for public endpoints). */
export interface Caller {
  token: string;
}

/** A multipart body as Playwright sends it: the 'data' JSON part and named files. */
type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
type JsonBody<E extends EndpointSpec> = BodyOf<E> extends FormData ? Multipart : BodyOf<E>;

/** The arguments after the entry: parameters (path and query), then the body if it has one. */
type CallArgs<E extends EndpointSpec> =
  HasBody<E> extends true ? [params: CallParamsOf<E>, body: JsonBody<E>] : HasParams<E> extends true ? [params: CallParamsOf<E>] : [params?: CallParamsOf<E>];

/** Sends one call and answers the raw response (for journeys that check a refusal). */
export function send<E extends EndpointSpec>(request: APIRequestContext, caller: Caller | null, entry: E, ...[params, body]: CallArgs<E>): Promise<APIResponse> {
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const options = entry.body === 'multipart' ? { headers, multipart: body as Multipart } : { headers, ...(body === undefined ? {} : { data: body }) };
  return request.fetch(urlOf(entry, (params ?? {}) as object), { method: entry.method, ...options });
}

async function ok(response: APIResponse, entry: EndpointSpec): Promise<APIResponse> {
  expect(response.ok(), `${entry.method} ${entry.path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** Calls an endpoint and answers its typed JSON (or text); any refusal fails the journey with the server's words. */
export async function call<E extends EndpointSpec>(request: APIRequestContext, caller: Caller | null, entry: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  const response = await ok(await send(request, caller, entry, ...args), entry);
  const type = response.headers()['content-type'] ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as AnswerOf<E>;
}

/** Downloads a file answer (PDF, image) as bytes. */
export async function download<E extends EndpointSpec>(request: APIRequestContext, caller: Caller | null, entry: E, ...args: CallArgs<E>): Promise<Buffer> {
  return (await ok(await send(request, caller, entry, ...args), entry)).body();
}
