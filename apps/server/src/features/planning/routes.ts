import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssignBodySchema, PlanningAnswerSchema, PlanningParamsSchema, UnassignBodySchema } from '@tragkraft/sync-protocol';
import { assignStaff, unassignStaff } from './assign-staff';
import { planningFor } from './employee-picker';

export const planningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/planning/:stageId', { schema: { params: PlanningParamsSchema, response: { 200: PlanningAnswerSchema } } }, async (request) =>
    planningFor(app.db, request.params.stageId, new Date()),
  );

  app.post('/api/admin/planning/assign', { schema: { body: AssignBodySchema, response: { 200: PlanningAnswerSchema } } }, async (request) =>
    assignStaff(app.db, request.session.userId, request.body, new Date()),
  );

  app.post('/api/admin/planning/unassign', { schema: { body: UnassignBodySchema, response: { 200: PlanningAnswerSchema } } }, async (request) =>
    unassignStaff(app.db, request.session.userId, request.body, new Date()),
  );
};
