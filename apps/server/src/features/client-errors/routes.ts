import type { FastifyPluginAsync } from 'fastify';
import { clientErrorsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { listClientErrors } from './list-client-errors';
import { pruneClientErrors } from './prune-client-errors';
import { saveClientError } from './save-client-error';

/** Front-end error reports: any signed-in user sends, admins read (the endpoint table says so). */
export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  // Reports past their retention go at start too, not only when the next one comes in.
  app.addHook('onReady', async () => {
    await app.db.transaction(async (tx) => pruneClientErrors(tx));
  });

  route(
    app,
    clientErrorsEndpoints.report,
    async (request) => {
      await saveClientError(app.db, request.session.userId, request.body, request.headers['user-agent'] ?? '');
      return { ok: true as const };
    },
    // The fields' limits (2'000 + 8'000 + 500 characters) fit; more is not a report.
    { bodyLimit: 16 * 1024 },
  );

  route(app, clientErrorsEndpoints.list, async () => listClientErrors(app.db));
};
