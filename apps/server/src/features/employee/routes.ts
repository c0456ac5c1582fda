import type { FastifyPluginAsync } from 'fastify';
import { employeeEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { loadOperationDetail } from '../operations/operation-detail';
import { confirmOrDecline } from './confirm-or-decline';
import { listOwnFuture, listOwnPast } from './list-own-operations';
import { ownRating } from './own-rating';

export const employeeRoutes: FastifyPluginAsync = async (app) => {
  route(app, employeeEndpoints.ownFuture, async (request) => listOwnFuture(app.db, request.session, new Date()));
  route(app, employeeEndpoints.ownPast, async (request) => listOwnPast(app.db, request.session, new Date()));
  route(app, employeeEndpoints.ownDetail, async (request) => loadOperationDetail(app.db, request.session, request.params.stageId, new Date()));

  route(app, employeeEndpoints.confirmOrDecline, async (request, reply) => {
    const outcome = await app.idempotency.run(request, request.body, async (tx) => ({
      statusCode: 200,
      body: await confirmOrDecline(tx, request.session, request.body, new Date()),
    }));
    return app.idempotency.answer(reply, outcome);
  });

  route(app, employeeEndpoints.ownRating, async (request) => ownRating(app.db, request.session.userId));
};
