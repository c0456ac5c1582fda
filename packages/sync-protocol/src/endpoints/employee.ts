// Endpoints of the server feature 'employee' (apps/server/src/features/employee/routes.ts): the
// field staff's own operations, confirm or decline, and the own rating.
import { FIELD } from '@tragkraft/domain';
import {
  ConfirmOrDeclineAnswerSchema,
  ConfirmOrDeclineBodySchema,
  EmployeeFutureAnswerSchema,
  EmployeePastAnswerSchema,
  OwnOperationDetailSchema,
  OwnOperationParamsSchema,
  UserRatingAnswerSchema,
} from '../employee';
import { endpoint } from './endpoint';

export const employeeEndpoints = {
  ownRating: endpoint({ method: 'GET', path: '/api/user/rating', access: FIELD, answer: UserRatingAnswerSchema }),
  ownFuture: endpoint({ method: 'GET', path: '/api/employee/operations/future', access: FIELD, answer: EmployeeFutureAnswerSchema }),
  ownPast: endpoint({ method: 'GET', path: '/api/employee/operations/past', access: FIELD, answer: EmployeePastAnswerSchema }),
  ownDetail: endpoint({ method: 'GET', path: '/api/employee/operations/:stageId', access: FIELD, params: OwnOperationParamsSchema, answer: OwnOperationDetailSchema }),
  // Idempotent (Idempotency-Key) like every outbox write.
  confirmOrDecline: endpoint({ method: 'POST', path: '/api/employee/operations/confirmordecline', access: FIELD, body: ConfirmOrDeclineBodySchema, answer: ConfirmOrDeclineAnswerSchema }),
};
