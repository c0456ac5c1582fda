// Endpoints of the server feature 'analytics' (apps/server/src/features/analytics/routes.ts).
// POST because the period and the switches travel as a body (the spec's calls).
import { ADMIN } from '@tragkraft/domain';
import {
  AnalyticsBodySchema,
  ClientAnalyticsBodySchema,
  ClientAnalyticsClientSchema,
  ClientAnalyticsHourlySchema,
  ClientAnalyticsRevenueSchema,
  UserAnalyticsBodySchema,
  UserAnalyticsHourlySchema,
  UserAnalyticsUserSchema,
} from '../analytics';
import { endpoint } from './endpoint';

export const analyticsEndpoints = {
  clientHourly: endpoint({ method: 'POST', path: '/api/admin/client-analytics-hourly', access: ADMIN, body: AnalyticsBodySchema, answer: ClientAnalyticsHourlySchema }),
  clientRevenue: endpoint({ method: 'POST', path: '/api/admin/client-analytics-revenue', access: ADMIN, body: AnalyticsBodySchema, answer: ClientAnalyticsRevenueSchema }),
  oneClient: endpoint({ method: 'POST', path: '/api/admin/client-analytics-client', access: ADMIN, body: ClientAnalyticsBodySchema, answer: ClientAnalyticsClientSchema }),
  staffHourly: endpoint({ method: 'POST', path: '/api/admin/user-analytics-hourly', access: ADMIN, body: AnalyticsBodySchema, answer: UserAnalyticsHourlySchema }),
  oneStaff: endpoint({ method: 'POST', path: '/api/admin/user-analytics-user', access: ADMIN, body: UserAnalyticsBodySchema, answer: UserAnalyticsUserSchema }),
};
