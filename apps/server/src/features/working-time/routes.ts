import type { FastifyPluginAsync } from 'fastify';
import type { Company } from '../../config';
import { workingTimeEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { approveWeek } from './approve-week';
import { correctTime } from './correct-time';
import { recordTime } from './record-time';
import { stageComparison, stageRecordedHours } from './stage-hours';
import { exportTime } from './time-export';
import { ownWeek, staffWeeks } from './time-week';

export const workingTimeRoutes: FastifyPluginAsync<{ company: Company }> = async (app, { company }) => {
  route(app, workingTimeEndpoints.ownWeek, async (request) => ownWeek(app.db, request.session.userId, request.query.week));

  route(app, workingTimeEndpoints.record, async (request, reply) => {
    // The Idempotency-Key identifies the tap without `sentAt`, which changes with each resend.
    const { sentAt: _sentAt, ...tap } = request.body;
    const outcome = await app.idempotency.run(request, tap, async (tx) => ({
      statusCode: 200,
      body: await recordTime(tx, request.session.userId, request.body, new Date()),
    }));
    return app.idempotency.answer(reply, outcome);
  });

  route(app, workingTimeEndpoints.correctOwn, async (request) =>
    app.db.transaction((tx) => correctTime(tx, { userId: request.session.userId, admin: false }, request.body, new Date())),
  );
  route(app, workingTimeEndpoints.stageHours, async (request) => stageRecordedHours(app.db, request.session.userId, request.params.stageId));
  route(app, workingTimeEndpoints.weeks, async (request) => staffWeeks(app.db, request.query.week));
  route(app, workingTimeEndpoints.approve, async (request) => approveWeek(app.db, request.session.userId, request.body, new Date()));
  route(app, workingTimeEndpoints.correct, async (request) =>
    app.db.transaction((tx) => correctTime(tx, { userId: request.session.userId, admin: true }, request.body, new Date())),
  );
  route(app, workingTimeEndpoints.stageComparison, async (request) => stageComparison(app.db, request.query.week));
  route(app, workingTimeEndpoints.export, async (request, reply) => exportTime(app.db, reply, request.query, company, new Date()));
};
