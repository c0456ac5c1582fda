// Endpoints of the server feature 'admin-clients' (apps/server/src/features/admin-clients/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const adminClientsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/clients', access: ADMIN }),
  detail: endpoint({ method: 'GET', path: '/api/admin/clients/:id', access: ADMIN }),
  create: endpoint({ method: 'POST', path: '/api/admin/clients/create', access: ADMIN }),
  update: endpoint({ method: 'POST', path: '/api/admin/clients/update', access: ADMIN }),
};
