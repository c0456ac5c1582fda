// Endpoints of the server feature 'planning' (apps/server/src/features/planning/routes.ts): the
// admin's employee picker of a stage. Assign and unassign answer the picker again.
import { ADMIN } from '@tragkraft/domain';
import { AssignBodySchema, PlanningAnswerSchema, PlanningParamsSchema, UnassignBodySchema } from '../planning';
import { endpoint } from './endpoint';

export const planningEndpoints = {
  team: endpoint({ method: 'GET', path: '/api/admin/planning/:stageId', access: ADMIN, params: PlanningParamsSchema, answer: PlanningAnswerSchema }),
  assign: endpoint({ method: 'POST', path: '/api/admin/planning/assign', access: ADMIN, body: AssignBodySchema, answer: PlanningAnswerSchema }),
  unassign: endpoint({ method: 'POST', path: '/api/admin/planning/unassign', access: ADMIN, body: UnassignBodySchema, answer: PlanningAnswerSchema }),
};
