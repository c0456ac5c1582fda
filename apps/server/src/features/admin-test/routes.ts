import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TestLogAnswerSchema } from '@tragkraft/sync-protocol';
import { AppError } from '../../plugins/errors';

/**
 * The admin test page's server buttons: a deliberate error, a deliberate SQL error (a real
 * failing statement; the handler hides its text like any 5xx) and a log line.
 */
export const adminTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/test-error', async () => {
    throw new AppError(500, 'testError', 'Absichtlicher Testfehler des Servers.');
  });

  app.get('/api/admin/test-sql-error', async () => {
    app.db.$client.prepare('SELECT * FROM table_that_does_not_exist').all();
    return { ok: true };
  });

  app.get('/api/admin/test-log', { schema: { response: { 200: TestLogAnswerSchema } } }, async (request) => {
    const logged = `Log-Test von Benutzer ${request.session.userId}`;
    request.log.info({ test: true }, logged);
    return { ok: true as const, logged };
  });
};
