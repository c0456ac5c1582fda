// Endpoints of the server feature 'audit' (apps/server/src/features/audit/routes.ts).
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { AuditEntrySchema, AuditLogQuerySchema } from '../audit';
import { endpoint } from './endpoint';

export const auditEndpoints = {
  // The entries of one entity (?entity=client&entityId=3), newest first, at most 200.
  log: endpoint({ method: 'GET', path: '/api/admin/audit-log', access: ADMIN, query: AuditLogQuerySchema, answer: Type.Array(AuditEntrySchema) }),
};
