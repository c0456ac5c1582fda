// Endpoints of the server feature 'audit' (apps/server/src/features/audit/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const auditEndpoints = {
  log: endpoint({ method: 'GET', path: '/api/admin/audit-log', access: ADMIN }),
};
