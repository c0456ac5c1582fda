// One API endpoint, written once: method, path with its typed parameters, request and answer
// schemas and the roles allowed. The server registers its route from the entry (a feature adds
// only the handler), the role guard reads `access` from it, and the PWA calls it with
// `call(entry, params, body)` and gets the answer type from `answer`.
import type { Static, TSchema } from 'typebox';
import type { Access } from '@tragkraft/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answer is a file download (PDF, DOCX, XLSX, image), not JSON. */
export const FILE = 'file';
/** The answer is plain text. */
export const TEXT = 'text';
/** The request is multipart/form-data (photo uploads); the handler reads and checks the parts. */
export const MULTIPART = 'multipart';

export interface EndpointSpec {
  method: HttpMethod;
  /** '/api/orders/:id': each ':name' is a property of `params`. */
  path: `/api/${string}`;
  access: Access;
  /** The path parameters, exactly the ':names' of `path`. */
  params?: TSchema;
  /** The query string. */
  query?: TSchema;
  body?: TSchema | typeof MULTIPART;
  answer: TSchema | typeof FILE | typeof TEXT;
}

/** Keeps the literal types of an entry (method, path, schemas) for the server and the PWA. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

// An entry's optional parts by presence: an entry without `body` has no body type at all.
type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;
type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type ParamsOf<E extends EndpointSpec> = StaticOf<Part<E, 'params'>>;
export type QueryOf<E extends EndpointSpec> = StaticOf<Part<E, 'query'>>;
export type BodyOf<E extends EndpointSpec> = Part<E, 'body'> extends typeof MULTIPART ? FormData : StaticOf<Part<E, 'body'>>;
// The markers first: a string literal such as 'text' also extends TSchema (all optional).
export type AnswerOf<E extends EndpointSpec> = Part<E, 'answer'> extends typeof TEXT
  ? string
  : Part<E, 'answer'> extends typeof FILE
    ? Blob
    : Part<E, 'answer'> extends TSchema
      ? Static<Part<E, 'answer'>>
      : unknown;

/** What a caller passes besides the body: path parameters and query fields in one object. */
export type CallParamsOf<E extends EndpointSpec> = (Part<E, 'params'> extends TSchema ? Static<Part<E, 'params'>> : Record<never, never>) &
  (Part<E, 'query'> extends TSchema ? Static<Part<E, 'query'>> : Record<never, never>);

/** Whether an entry has path parameters / a body (for the callers' argument lists). */
export type HasParams<E extends EndpointSpec> = Part<E, 'params'> extends undefined ? false : true;
export type HasBody<E extends EndpointSpec> = Part<E, 'body'> extends undefined ? false : true;

/** The ':names' of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/**
 * The URL of a call: path parameters filled in (encoded), every other defined field of
 * `params` appended as query string, in the order given.
 */
export function urlOf(entry: Pick<EndpointSpec, 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  const names = new Set(pathParamNames(entry.path));
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${entry.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (names.has(name) || value === undefined || value === null) continue;
    query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
