// Endpoints of the server feature 'operations' (apps/server/src/features/operations/routes.ts):
// the operation lists and detail of admins and site leads, the report save, completion, the
// project sheet and the sync cursor of the phones.
import { ADMIN_OPERATOR, ADMIN, STAFF } from '@tragkraft/domain';
import {
  CompleteOperationAnswerSchema,
  OperationChangesAnswerSchema,
  OperationChangesQuerySchema,
  OperationDetailSchema,
  OperationListAnswerSchema,
  OperationPastParamsSchema,
  OperationStageParamsSchema,
  SaveReportAnswerSchema,
} from '../operations';
import { endpoint, FILE, MULTIPART, TEXT } from './endpoint';

export const operationsEndpoints = {
  future: endpoint({ method: 'GET', path: '/api/operation/future', access: ADMIN_OPERATOR, answer: OperationListAnswerSchema }),
  past: endpoint({ method: 'GET', path: '/api/operation/past', access: ADMIN_OPERATOR, answer: OperationListAnswerSchema }),
  pastLimited: endpoint({ method: 'GET', path: '/api/operation/past/:limit', access: ADMIN_OPERATOR, params: OperationPastParamsSchema, answer: OperationListAnswerSchema }),
  detail: endpoint({ method: 'GET', path: '/api/operation/:stageId', access: ADMIN_OPERATOR, params: OperationStageParamsSchema, answer: OperationDetailSchema }),
  // The report with its photos: a `data` part (OperationReportDataSchema, checked by the
  // handler) and one file part `image:<uuid>` per new image. Idempotent (Idempotency-Key).
  // An operator's incomplete report answers 400 { code: 'validation', message, errors: [...] }.
  saveReport: endpoint({ method: 'POST', path: '/api/operation/:stageId', access: ADMIN_OPERATOR, params: OperationStageParamsSchema, body: MULTIPART, answer: SaveReportAnswerSchema }),
  // No body; idempotent (Idempotency-Key) like every outbox write.
  complete: endpoint({ method: 'PUT', path: '/api/operation/:stageId/complete', access: ADMIN, params: OperationStageParamsSchema, answer: CompleteOperationAnswerSchema }),
  // The stage's date as plain text 'YYYY-MM-DD' ('' without date): the invite link's router.
  date: endpoint({ method: 'GET', path: '/api/operation/date/:stageId', access: STAFF, params: OperationStageParamsSchema, answer: TEXT }),
  projectPlan: endpoint({ method: 'GET', path: '/api/operation/generate-project-plan/:stageId', access: ADMIN_OPERATOR, params: OperationStageParamsSchema, answer: FILE }),
  changes: endpoint({ method: 'GET', path: '/api/operation/changes', access: STAFF, query: OperationChangesQuerySchema, answer: OperationChangesAnswerSchema }),
};
