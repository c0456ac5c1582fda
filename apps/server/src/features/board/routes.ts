import type { FastifyPluginAsync } from 'fastify';
import { boardEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { boardWeek } from './board-week';

export const boardRoutes: FastifyPluginAsync = async (app) => {
  route(app, boardEndpoints.week, async (request) => boardWeek(app.db, request.query.week));
};
