import type { FastifyPluginAsync } from 'fastify';
import { calculationsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { listCalculations } from './list-calculations';

export const calculationRoutes: FastifyPluginAsync = async (app) => {
  route(app, calculationsEndpoints.list, async () => listCalculations(app));
};
