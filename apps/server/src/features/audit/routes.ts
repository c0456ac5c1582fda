import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditEntrySchema, AuditLogQuerySchema } from '@tragkraft/sync-protocol';
import { listAudit } from './record-audit';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/audit-log', { schema: { querystring: AuditLogQuerySchema, response: { 200: Type.Array(AuditEntrySchema) } } }, async (request) =>
    listAudit(app.db, [{ entity: request.query.entity, ids: [request.query.entityId] }]),
  );
};
