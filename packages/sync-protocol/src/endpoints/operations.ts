// Endpoints of the server feature 'operations' (apps/server/src/features/operations/routes.ts).
import { ADMIN_OPERATOR, ADMIN, STAFF } from '@tragkraft/domain';
import { OperationStageParamsSchema } from '../operations';
import { endpoint, FILE } from './endpoint';

export const operationsEndpoints = {
  future: endpoint({ method: 'GET', path: '/api/operation/future', access: ADMIN_OPERATOR }),
  past: endpoint({ method: 'GET', path: '/api/operation/past', access: ADMIN_OPERATOR }),
  pastLimited: endpoint({ method: 'GET', path: '/api/operation/past/:limit', access: ADMIN_OPERATOR }),
  detail: endpoint({ method: 'GET', path: '/api/operation/:stageId', access: ADMIN_OPERATOR }),
  saveReport: endpoint({ method: 'POST', path: '/api/operation/:stageId', access: ADMIN_OPERATOR }),
  complete: endpoint({ method: 'PUT', path: '/api/operation/:stageId/complete', access: ADMIN }),
  date: endpoint({ method: 'GET', path: '/api/operation/date/:stageId', access: STAFF }),
  projectPlan: endpoint({ method: 'GET', path: '/api/operation/generate-project-plan/:stageId', access: ADMIN_OPERATOR, params: OperationStageParamsSchema, answer: FILE }),
  changes: endpoint({ method: 'GET', path: '/api/operation/changes', access: STAFF }),
};
