import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientErrorBodySchema, ClientErrorListSchema, OkSchema } from '@tragkraft/sync-protocol';
import { listClientErrors } from './list-client-errors';
import { pruneClientErrors } from './prune-client-errors';
import { saveClientError } from './save-client-error';

/** Front-end error reports: any signed-in user sends, admins read (the route table says so). */
export const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reports past their retention go at start too, not only when the next one comes in.
  app.addHook('onReady', async () => pruneClientErrors(app.db));

  app.post('/api/client-error', {
    // The fields' limits (2'000 + 8'000 + 500 characters) fit; more is not a report.
    bodyLimit: 16 * 1024,
    schema: { body: ClientErrorBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    saveClientError(app.db, request.session.userId, request.body, request.headers['user-agent'] ?? '');
    return { ok: true as const };
  });

  app.get('/api/admin/client-errors', { schema: { response: { 200: ClientErrorListSchema } } }, async () => listClientErrors(app.db));
};
