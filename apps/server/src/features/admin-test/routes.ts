import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { adminTestEndpoints } from '@tragkraft/sync-protocol';
import { rawRows } from '../../db/open-database';
import { route } from '../../plugins/endpoint-route';
import { AppError } from '../../plugins/errors';

/**
 * The admin test page's server buttons: a deliberate error, a deliberate SQL error (a real
 * failing statement; the handler hides its text like any 5xx) and a log line.
 */
export const adminTestRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminTestEndpoints.serverError, async () => {
    throw new AppError(500, 'testError', 'Absichtlicher Testfehler des Servers.');
  });

  route(app, adminTestEndpoints.sqlError, async () => {
    await rawRows(app.db, sql`SELECT * FROM table_that_does_not_exist`);
    return { ok: true as const };
  });

  route(app, adminTestEndpoints.log, async (request) => {
    const logged = `Log-Test von Benutzer ${request.session.userId}`;
    request.log.info({ test: true }, logged);
    return { ok: true as const, logged };
  });
};
