// Endpoints of the server feature 'admin-test' (apps/server/src/features/admin-test/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const adminTestEndpoints = {
  serverError: endpoint({ method: 'GET', path: '/api/admin/test-error', access: ADMIN }),
  sqlError: endpoint({ method: 'GET', path: '/api/admin/test-sql-error', access: ADMIN }),
  log: endpoint({ method: 'GET', path: '/api/admin/test-log', access: ADMIN }),
};
