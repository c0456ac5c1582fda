import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { listAudit } from './record-audit';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(app, auditEndpoints.log, async (request) => listAudit(app.db, [{ entity: request.query.entity, ids: [request.query.entityId] }]));
};
