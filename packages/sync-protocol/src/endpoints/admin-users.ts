// Endpoints of the server feature 'admin-users' (apps/server/src/features/admin-users/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const adminUsersEndpoints = {
  clientUsers: endpoint({ method: 'GET', path: '/api/admin/clients/:id/users', access: ADMIN }),
  detail: endpoint({ method: 'GET', path: '/api/admin/users/:id', access: ADMIN }),
  create: endpoint({ method: 'POST', path: '/api/admin/users/create', access: ADMIN }),
  update: endpoint({ method: 'POST', path: '/api/admin/users/update', access: ADMIN }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', access: ADMIN }),
  sendPasswordLink: endpoint({ method: 'POST', path: '/api/admin/users/send-password-link', access: ADMIN }),
  staff: endpoint({ method: 'GET', path: '/api/admin/employees', access: ADMIN }),
};
