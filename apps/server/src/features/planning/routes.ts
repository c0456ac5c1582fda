import type { FastifyPluginAsync } from 'fastify';
import { planningEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { assignStaff, unassignStaff } from './assign-staff';
import { planningFor } from './employee-picker';

export const planningRoutes: FastifyPluginAsync = async (app) => {
  route(app, planningEndpoints.team, async (request) => planningFor(app.db, request.params.stageId, new Date()));
  route(app, planningEndpoints.assign, async (request) => assignStaff(app.db, request.session.userId, request.body, new Date()));
  route(app, planningEndpoints.unassign, async (request) => unassignStaff(app.db, request.session.userId, request.body, new Date()));
};
