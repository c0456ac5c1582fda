import type { FastifyPluginAsync } from 'fastify';
import { adminClientsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { listClients, loadClient } from './load-client';
import { createClient, updateClient } from './save-client';

export const adminClientRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminClientsEndpoints.list, async () => listClients(app.db));

  route(app, adminClientsEndpoints.detail, async (request) => loadClient(app.db, request.params.id));

  route(app, adminClientsEndpoints.create, async (request) => createClient(app.db, request.session.userId, request.body));

  route(app, adminClientsEndpoints.update, async (request) => updateClient(app.db, request.session.userId, request.body));
};
