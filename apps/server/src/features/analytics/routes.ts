// Analytics calls of the back office (spec section 7), admin only (the endpoint table).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsBodySchema,
  ClientAnalyticsBodySchema,
  ClientAnalyticsClientSchema,
  ClientAnalyticsHourlySchema,
  ClientAnalyticsRevenueSchema,
  UserAnalyticsBodySchema,
  UserAnalyticsHourlySchema,
  UserAnalyticsUserSchema,
} from '@tragkraft/sync-protocol';
import { analyticsPeriod } from './analytics-period';
import { analyticsStatements } from './analytics-statements';
import { clientAnalyticsClient, clientAnalyticsHourly, clientAnalyticsRevenue } from './client-analytics';
import { userAnalyticsHourly, userAnalyticsUser } from './user-analytics';

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  analyticsStatements(app.db); // prepared, and the figures brought up to date, at start

  app.post('/api/admin/client-analytics-hourly', { schema: { body: AnalyticsBodySchema, response: { 200: ClientAnalyticsHourlySchema } } }, async (request) =>
    clientAnalyticsHourly(app.db, analyticsPeriod(request.body)),
  );
  app.post('/api/admin/client-analytics-revenue', { schema: { body: AnalyticsBodySchema, response: { 200: ClientAnalyticsRevenueSchema } } }, async (request) =>
    clientAnalyticsRevenue(app.db, analyticsPeriod(request.body)),
  );
  app.post('/api/admin/client-analytics-client', { schema: { body: ClientAnalyticsBodySchema, response: { 200: ClientAnalyticsClientSchema } } }, async (request) =>
    clientAnalyticsClient(app.db, analyticsPeriod(request.body), request.body.clientId, new Date()),
  );
  app.post('/api/admin/user-analytics-hourly', { schema: { body: AnalyticsBodySchema, response: { 200: UserAnalyticsHourlySchema } } }, async (request) =>
    userAnalyticsHourly(app.db, analyticsPeriod(request.body)),
  );
  app.post('/api/admin/user-analytics-user', { schema: { body: UserAnalyticsBodySchema, response: { 200: UserAnalyticsUserSchema } } }, async (request) =>
    userAnalyticsUser(app.db, analyticsPeriod(request.body), request.body.userId),
  );
};
