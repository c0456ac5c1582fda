import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientErrorBodySchema, OkSchema } from '@tragkraft/sync-protocol';
import { clientErrors } from '../../db/schema';

/** Front-end error reports; signed-in users only (the route table says so), small bodies. */
export const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/client-error', {
    bodyLimit: 32 * 1024,
    schema: { body: ClientErrorBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    app.db
      .insert(clientErrors)
      .values({
        userId: request.session.userId,
        message: request.body.message,
        trace: request.body.trace ?? '',
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      })
      .run();
    return { ok: true as const };
  });
};
