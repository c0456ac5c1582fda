// Registers a route from its endpoint table entry (packages/sync-protocol/src/endpoints): the
// method, path, schemas and roles come from the entry, a feature adds only the handler. The
// role guard (plugins/auth.ts) refuses to start with an /api route registered any other way.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { AnswerOf, BodyOf, EndpointSpec, FILE, ParamsOf, QueryOf, TEXT } from '@tragkraft/sync-protocol';
import { notFound } from './errors';

type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A JSON endpoint's handler returns its answer; a file or text endpoint's handler sends it. */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E extends { answer: typeof FILE | typeof TEXT } ? FastifyReply : E extends { answer: TSchema } ? AnswerOf<E> : FastifyReply>;

/**
 * The body schema chosen by a path parameter's value ('/api/offer/:service': one schema per
 * service). Used instead of the entry's `body`, which is then for typing only: with ajv's
 * removeAdditional a union of bodies strips fields while it tries the branches.
 */
interface BodyByParam {
  param: string;
  schemas: Readonly<Record<string, TSchema>>;
}

/** Route options an entry does not hold (a smaller body limit, for example). */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preValidation'> & { bodyByParam?: BodyByParam };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table entry the route was registered from. */
    endpoint?: EndpointSpec;
  }
}

export function route<E extends EndpointSpec>(app: FastifyInstance, entry: E, handler: EndpointHandler<E>, options: ExtraRouteOptions = {}): void {
  const { bodyByParam, ...routeOptions } = options;
  const schema: Record<string, unknown> = {};
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body && typeof entry.body !== 'string' && !bodyByParam) schema.body = entry.body;
  if (entry.answer && typeof entry.answer !== 'string') schema.response = { 200: entry.answer };
  app.route({
    ...routeOptions,
    ...(bodyByParam ? bodyByParamHooks(bodyByParam) : {}),
    method: entry.method,
    url: entry.path,
    schema,
    config: { endpoint: entry },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * Validates the body by the schema its parameter names, as Fastify validates a body (same
 * compiler, same error, after the path parameters). A value without a schema answers 404, as
 * when one route per value is registered.
 */
function bodyByParamHooks({ param, schemas }: BodyByParam) {
  const schemaOf = (request: FastifyRequest): TSchema | undefined => {
    const value = (request.params as Record<string, unknown>)[param];
    return typeof value === 'string' && Object.hasOwn(schemas, value) ? schemas[value] : undefined;
  };
  return {
    preValidation: async (request: FastifyRequest) => {
      if (!schemaOf(request)) throw notFound();
    },
    preHandler: async (request: FastifyRequest) => {
      const validate = request.compileValidationSchema(schemaOf(request)!, 'body');
      if (validate(request.body ?? null) !== true) throw validationError(validate.errors ?? []);
    },
  };
}

/** Fastify's own body validation error (its default formatter), for the error handler. */
function validationError(errors: { instancePath?: string; message?: string }[]): Error {
  const message = errors.map((error) => `body${error.instancePath ?? ''} ${error.message ?? ''}`).join(', ');
  return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation: errors, validationContext: 'body' });
}
