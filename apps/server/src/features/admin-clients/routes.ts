import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminClientSchema, AdminIdParamsSchema, CreateClientBodySchema, UpdateClientBodySchema } from '@tragkraft/sync-protocol';
import { listClients, loadClient } from './load-client';
import { createClient, updateClient } from './save-client';

export const adminClientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/clients', { schema: { response: { 200: Type.Array(AdminClientSchema) } } }, async () => listClients(app.db));

  app.get('/api/admin/clients/:id', { schema: { params: AdminIdParamsSchema, response: { 200: AdminClientSchema } } }, async (request) =>
    loadClient(app.db, request.params.id),
  );

  app.post('/api/admin/clients/create', { schema: { body: CreateClientBodySchema, response: { 200: AdminClientSchema } } }, async (request) =>
    createClient(app.db, request.session.userId, request.body),
  );

  app.post('/api/admin/clients/update', { schema: { body: UpdateClientBodySchema, response: { 200: AdminClientSchema } } }, async (request) =>
    updateClient(app.db, request.session.userId, request.body),
  );
};
