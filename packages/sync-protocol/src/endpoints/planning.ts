// Endpoints of the server feature 'planning' (apps/server/src/features/planning/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const planningEndpoints = {
  team: endpoint({ method: 'GET', path: '/api/admin/planning/:stageId', access: ADMIN }),
  assign: endpoint({ method: 'POST', path: '/api/admin/planning/assign', access: ADMIN }),
  unassign: endpoint({ method: 'POST', path: '/api/admin/planning/unassign', access: ADMIN }),
};
