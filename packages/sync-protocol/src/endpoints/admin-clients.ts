// Endpoints of the server feature 'admin-clients' (apps/server/src/features/admin-clients/routes.ts):
// the client companies with their per-service settings.
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { AdminClientSchema, CreateClientBodySchema, UpdateClientBodySchema } from '../admin-clients';
import { AdminIdParamsSchema } from '../common';
import { endpoint } from './endpoint';

export const adminClientsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/clients', access: ADMIN, answer: Type.Array(AdminClientSchema) }),
  detail: endpoint({ method: 'GET', path: '/api/admin/clients/:id', access: ADMIN, params: AdminIdParamsSchema, answer: AdminClientSchema }),
  create: endpoint({ method: 'POST', path: '/api/admin/clients/create', access: ADMIN, body: CreateClientBodySchema, answer: AdminClientSchema }),
  update: endpoint({ method: 'POST', path: '/api/admin/clients/update', access: ADMIN, body: UpdateClientBodySchema, answer: AdminClientSchema }),
};
