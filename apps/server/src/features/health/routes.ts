import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@tragkraft/sync-protocol';
import { rawRows } from '../../db/open-database';
import { route } from '../../plugins/endpoint-route';

/** For load balancers and monitoring: answers 200 when the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthEndpoints.check, async () => {
    await rawRows(app.db, sql`SELECT 1`);
    return { ok: true as const, db: 'ok' as const };
  });
};
