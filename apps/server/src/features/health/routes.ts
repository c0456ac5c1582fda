import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';

/** For load balancers and monitoring: answers 200 when the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthEndpoints.check, async () => {
    app.db.$client.prepare('SELECT 1').get();
    return { ok: true as const, db: 'ok' as const };
  });
};
