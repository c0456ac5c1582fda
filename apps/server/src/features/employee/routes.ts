import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfirmOrDeclineAnswerSchema,
  ConfirmOrDeclineBodySchema,
  EmployeeFutureAnswerSchema,
  EmployeePastAnswerSchema,
  OperationDetailSchema,
  OperationStageParamsSchema,
  UserRatingAnswerSchema,
} from '@tragkraft/sync-protocol';
import { loadOperationDetail } from '../operations/operation-detail';
import { confirmOrDecline } from './confirm-or-decline';
import { listOwnFuture, listOwnPast } from './list-own-operations';
import { ownRating } from './own-rating';

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/employee/operations/future', { schema: { response: { 200: EmployeeFutureAnswerSchema } } }, async (request) =>
    listOwnFuture(app.db, request.session, new Date()),
  );
  app.get('/api/employee/operations/past', { schema: { response: { 200: EmployeePastAnswerSchema } } }, async (request) =>
    listOwnPast(app.db, request.session, new Date()),
  );
  app.get('/api/employee/operations/:stageId', {
    schema: { params: OperationStageParamsSchema, response: { 200: OperationDetailSchema } },
  }, async (request) => loadOperationDetail(app.db, request.session, request.params.stageId, new Date()));

  app.post('/api/employee/operations/confirmordecline', {
    schema: { body: ConfirmOrDeclineBodySchema, response: { 200: ConfirmOrDeclineAnswerSchema } },
  }, async (request, reply) => app.idempotency.send(reply, confirmOrDecline(app, request, request.body, new Date())));

  app.get('/api/user/rating', { schema: { response: { 200: UserRatingAnswerSchema } } }, async (request) =>
    ownRating(app.db, request.session.userId),
  );
};
