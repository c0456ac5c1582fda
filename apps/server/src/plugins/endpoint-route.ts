// Registers a route from its endpoint table entry (packages/sync-protocol/src/endpoints): the
// method, path, schemas and roles come from the entry, a feature adds only the handler. The
// role guard (plugins/auth.ts) refuses to start with an /api route registered any other way.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { AnswerOf, BodyOf, EndpointSpec, FILE, ParamsOf, QueryOf, TEXT } from '@tragkraft/sync-protocol';

export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A JSON endpoint's handler returns its answer; a file or text endpoint's handler sends it. */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E extends { answer: typeof FILE | typeof TEXT } ? FastifyReply : E extends { answer: TSchema } ? AnswerOf<E> : FastifyReply>;

/** Route options an entry does not hold (a smaller body limit, for example). */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table entry the route was registered from. */
    endpoint?: EndpointSpec;
  }
}

export function route<E extends EndpointSpec>(app: FastifyInstance, entry: E, handler: EndpointHandler<E>, options: ExtraRouteOptions = {}): void {
  const schema: Record<string, unknown> = {};
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body && typeof entry.body !== 'string') schema.body = entry.body;
  if (entry.answer && typeof entry.answer !== 'string') schema.response = { 200: entry.answer };
  app.route({
    ...options,
    method: entry.method,
    url: entry.path,
    schema,
    config: { endpoint: entry },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
