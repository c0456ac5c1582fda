// Route tests reach routes through their entries of the endpoint table, as the server registers
// them and the PWA calls them: the URL is built from the entry's path and typed parameters, so a
// path change is one edit and a missing parameter or a wrong body shape is a compile error.
// Tests that send bad input on purpose say so with `unsafeParams`, `unsafeQuery` or `unsafeBody`.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { urlOf, type EndpointSpec, type ParamsOf, type QueryOf } from '@tragkraft/sync-protocol';
import type { Static, TSchema } from 'typebox';

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/** What a test sends as body: the entry's schema type; a multipart entry takes the raw payload. */
type BodyIn<E extends EndpointSpec> = Part<E, 'body'> extends 'multipart' ? InjectOptions['payload'] : Part<E, 'body'> extends TSchema ? Static<Part<E, 'body'>> : never;

type ParamsIn<E extends EndpointSpec> = ParamsOf<E> extends undefined ? { params?: never } : { params: ParamsOf<E>; unsafeParams?: never } | { params?: never; unsafeParams: object };
type QueryIn<E extends EndpointSpec> = { query?: QueryOf<E> extends undefined ? never : QueryOf<E>; unsafeQuery?: object };
type BodyField<E extends EndpointSpec> = Part<E, 'body'> extends undefined
  ? { body?: never; unsafeBody?: unknown }
  : // A body whose fields are all optional may be left out.
    (Record<never, never> extends BodyIn<E> ? { body?: BodyIn<E>; unsafeBody?: never } : { body: BodyIn<E>; unsafeBody?: never }) | { body?: never; unsafeBody: unknown };

/** The rest of app.inject's options (headers, cookies, remoteAddress) pass through. */
type Passed = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query' | 'payload' | 'body'>;

type EndpointInput<E extends EndpointSpec> = ParamsIn<E> & QueryIn<E> & BodyField<E> & Passed & { /** Sent as `Bearer` token. */ token?: string };

/** The inject options for a call of `entry`: method and URL from the table, body as payload. */
export function requestTo<E extends EndpointSpec>(entry: E, ...[input]: HasRequired<E> extends true ? [EndpointInput<E>] : [EndpointInput<E>?]): InjectOptions {
  const { params, unsafeParams, query, unsafeQuery, body, unsafeBody, token, ...passed } = (input ?? {}) as Passed & {
    params?: object;
    unsafeParams?: object;
    query?: object;
    unsafeQuery?: object;
    body?: unknown;
    unsafeBody?: unknown;
    token?: string;
  };
  const url = urlOf(entry, { ...(params ?? unsafeParams), ...query, ...unsafeQuery });
  const payload = (body ?? unsafeBody) as InjectOptions['payload'];
  const headers = token === undefined ? passed.headers : { ...passed.headers, authorization: `Bearer ${token}` };
  return { ...passed, method: entry.method, url, ...(payload === undefined ? {} : { payload }), ...(headers === undefined ? {} : { headers }) };
}

/** `app.inject` of one endpoint entry. */
export async function call<E extends EndpointSpec>(
  app: FastifyInstance,
  entry: E,
  ...input: HasRequired<E> extends true ? [EndpointInput<E>] : [EndpointInput<E>?]
): Promise<LightMyRequestResponse> {
  return app.inject(requestTo(entry, ...input));
}

// An entry with path parameters or a body cannot be called without the input object.
type HasRequired<E extends EndpointSpec> = Part<E, 'params'> extends undefined ? (Part<E, 'body'> extends undefined ? false : true) : true;

/** The URL alone, for tests that fetch over HTTP or hand it to a helper of their own. */
export function urlTo<E extends EndpointSpec>(entry: E, ...[input]: ParamsOf<E> extends undefined ? [UrlInput<E>?] : [UrlInput<E>]): string {
  const { params, unsafeParams, query, unsafeQuery } = (input ?? {}) as { params?: object; unsafeParams?: object; query?: object; unsafeQuery?: object };
  return urlOf(entry, { ...(params ?? unsafeParams), ...query, ...unsafeQuery });
}

type UrlInput<E extends EndpointSpec> = ParamsIn<E> & QueryIn<E>;
