// Analytics calls of the back office (spec section 7), admin only (the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import { analyticsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { analyticsPeriod } from './analytics-period';
import { refreshStageFigures } from './stage-figures';
import { clientAnalyticsClient, clientAnalyticsHourly, clientAnalyticsRevenue } from './client-analytics';
import { userAnalyticsHourly, userAnalyticsUser } from './user-analytics';

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  // The figures brought up to date once the server listens, not before: after a bulk import
  // that takes seconds (13-22 s for 100'000 stages on PostgreSQL) and must not delay the start.
  // Every analytics request refreshes first anyway (claim-first, decision 020), so a request
  // arriving earlier is still right; should this fail, the next request tries again.
  let warmUp: Promise<void> = Promise.resolve();
  app.addHook('onListen', async () => {
    warmUp = refreshStageFigures(app.db).catch((error: unknown) => app.log.error({ err: error }, 'analytics figures not refreshed at start'));
  });
  app.addHook('onClose', async () => warmUp);

  route(app, analyticsEndpoints.clientHourly, async (request) => clientAnalyticsHourly(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.clientRevenue, async (request) => clientAnalyticsRevenue(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.oneClient, async (request) =>
    clientAnalyticsClient(app.db, analyticsPeriod(request.body), request.body.clientId, new Date()),
  );
  route(app, analyticsEndpoints.staffHourly, async (request) => userAnalyticsHourly(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.oneStaff, async (request) => userAnalyticsUser(app.db, analyticsPeriod(request.body), request.body.userId));
};
