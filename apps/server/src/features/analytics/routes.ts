// Analytics calls of the back office (spec section 7), admin only (the endpoint table).
import type { FastifyPluginAsync } from 'fastify';
import { analyticsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { analyticsPeriod } from './analytics-period';
import { refreshStageFigures } from './stage-figures';
import { clientAnalyticsClient, clientAnalyticsHourly, clientAnalyticsRevenue } from './client-analytics';
import { userAnalyticsHourly, userAnalyticsUser } from './user-analytics';

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  // The figures brought up to date at start; should that fail, the first analytics request
  // tries again (and answers the error), the rest of the app starts.
  await refreshStageFigures(app.db).catch((error: unknown) => app.log.error({ err: error }, 'analytics figures not refreshed at start'));

  route(app, analyticsEndpoints.clientHourly, async (request) => clientAnalyticsHourly(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.clientRevenue, async (request) => clientAnalyticsRevenue(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.oneClient, async (request) =>
    clientAnalyticsClient(app.db, analyticsPeriod(request.body), request.body.clientId, new Date()),
  );
  route(app, analyticsEndpoints.staffHourly, async (request) => userAnalyticsHourly(app.db, analyticsPeriod(request.body)));
  route(app, analyticsEndpoints.oneStaff, async (request) => userAnalyticsUser(app.db, analyticsPeriod(request.body), request.body.userId));
};
