import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** For load balancers and monitoring: answers 200 when the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { schema: { response: { 200: Type.Object({ ok: Type.Literal(true), db: Type.Literal('ok') }) } } }, async () => {
    app.db.$client.prepare('SELECT 1').get();
    return { ok: true as const, db: 'ok' as const };
  });
};
