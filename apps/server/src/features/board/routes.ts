// The dispatch board (issues 21 and 33, decisions 021 and 035): the week, moves of a stage to
// a day and crew, a stage's duration and needed people, the suggested day order and the
// printed plans. Every route is the admin's (the endpoint table's access).
import type { FastifyPluginAsync } from 'fastify';
import { boardEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { boardPlanPdf } from '../../documents/board-plan-pdf';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { DEFAULT_DAILY_CAPACITY, type DailyCapacity } from '../orders/capacity';
import { applyOrder } from './apply-order';
import { boardPlan, teamIds } from './board-print';
import { boardWeek, type BoardRouting } from './board-week';
import { moveStage, planStage } from './move-stage';
import { routerMinutes } from './router-minutes';
import { sitePlaces } from './site-places';
import { suggestOrder } from './suggest-order';

export interface BoardRoutesOptions {
  company: Company;
  /** The Swiss locality data (stages' and the depot's coordinates). */
  localitiesFile: string;
  /** MAPS_PROVIDER: the week's travel (through its cache, router-minutes.ts) and the suggested day order ask this router. */
  providerUrl?: string | null;
  /** Overrides of the daily capacity per service family (decision 004), as the order routes. */
  capacity?: Partial<DailyCapacity>;
}

export const boardRoutes: FastifyPluginAsync<BoardRoutesOptions> = async (app, { company, localitiesFile, providerUrl = null, capacity: overrides }) => {
  const capacity: DailyCapacity = { ...DEFAULT_DAILY_CAPACITY, ...overrides };
  const places = sitePlaces(localitiesFile, company);
  const router = providerUrl === null ? null : routerMinutes(providerUrl, app.log);
  const routing = (): BoardRouting | null => (router === null ? null : { router, now: new Date() });

  route(app, boardEndpoints.week, async (request) => boardWeek(app.db, request.query.week, places, capacity, routing()));

  route(app, boardEndpoints.move, async (request, reply) => {
    const outcome = await app.idempotency.run(request, request.body, async (tx) => ({
      statusCode: 200,
      body: await moveStage(tx, { messages: app.customerMessages, capacity, places }, request.session.userId, request.body, new Date()),
    }));
    // The change confirmation to the client and the staff's push leave after the commit.
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return app.idempotency.answer(reply, outcome);
  });

  route(app, boardEndpoints.stagePlan, async (request, reply) => {
    const outcome = await app.idempotency.run(request, request.body, async (tx) => ({
      statusCode: 200,
      body: await planStage(tx, places, request.session.userId, request.body, new Date()),
    }));
    return app.idempotency.answer(reply, outcome);
  });

  route(app, boardEndpoints.applyOrder, async (request, reply) => {
    const outcome = await app.idempotency.run(request, request.body, async (tx) => ({
      statusCode: 200,
      body: await applyOrder(tx, { messages: app.customerMessages, capacity, places }, request.session.userId, request.body, new Date()),
    }));
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return app.idempotency.answer(reply, outcome);
  });

  route(app, boardEndpoints.suggestOrder, async (request) => suggestOrder(app.db, places, request.body, { providerUrl, log: request.log }));

  route(app, boardEndpoints.print, async (request, reply) => {
    const team = teamIds(request.query.team);
    const board = await boardWeek(app.db, request.query.week, places, capacity, routing());
    const pdf = await boardPlanPdf(company, await boardPlan(app.db, board, team));
    return sendFile(reply, 'pdf', `Disposition ${request.query.week}.pdf`, pdf);
  });
};
