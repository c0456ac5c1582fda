import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints, type ErrorBody } from '@tragkraft/sync-protocol';
import { rawRows } from '../../db/open-database';
import { route } from '../../plugins/endpoint-route';

const HEALTH_TEXTS = {
  starting: 'Der Server startet noch.',
  draining: 'Der Server wird gerade beendet.',
  database: 'Die Datenbank antwortet nicht.',
  storage: 'Der Dateispeicher ist nicht erreichbar oder nicht beschreibbar.',
};

/** For load balancers and monitoring (decision 036). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Liveness: cheap, answers as long as the process and its database do.
  route(app, healthEndpoints.check, async () => {
    await rawRows(app.db, sql`SELECT 1`);
    return { ok: true as const, db: 'ok' as const };
  });

  // Readiness: 503 while starting or draining, or when the database or the storage fails. The
  // refusal is sent, not thrown: it is expected while draining and no error to log.
  route(app, healthEndpoints.ready, async (_request, reply) => {
    const refuse = (message: string) => reply.status(503).header('retry-after', '5').send({ code: 'serviceUnavailable', message } satisfies ErrorBody);
    const { state } = app.lifecycle;
    if (state !== 'ready') return refuse(state === 'starting' ? HEALTH_TEXTS.starting : HEALTH_TEXTS.draining);
    try {
      await rawRows(app.db, sql`SELECT 1`);
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database not answering');
      return refuse(HEALTH_TEXTS.database);
    }
    try {
      await app.storage.check();
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: storage not answering');
      return refuse(HEALTH_TEXTS.storage);
    }
    return { ok: true as const, db: 'ok' as const, storage: 'ok' as const };
  });
};
