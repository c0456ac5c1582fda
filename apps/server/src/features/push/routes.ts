import { lookup } from 'node:dns/promises';
import type { FastifyPluginAsync } from 'fastify';
import { pushEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { subscribe, unsubscribe } from './subscriptions';

export const pushRoutes: FastifyPluginAsync<{ allowHttpLoopback: boolean }> = async (app, options) => {
  const guard = { allowHttpLoopback: options.allowHttpLoopback, resolveAll: (name: string) => lookup(name, { all: true }) };
  route(app, pushEndpoints.key, async () => ({ publicKey: app.pushQueue.publicKey }));
  route(app, pushEndpoints.subscribe, async (request) => {
    await subscribe(app.db, request.session, request.body, guard, new Date());
    return { ok: true as const };
  });
  route(app, pushEndpoints.unsubscribe, async (request) => {
    await unsubscribe(app.db, request.session.userId, request.body.endpoint);
    return { ok: true as const };
  });
};
