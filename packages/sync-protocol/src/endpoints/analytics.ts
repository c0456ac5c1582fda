// Endpoints of the server feature 'analytics' (apps/server/src/features/analytics/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const analyticsEndpoints = {
  clientHourly: endpoint({ method: 'POST', path: '/api/admin/client-analytics-hourly', access: ADMIN }),
  clientRevenue: endpoint({ method: 'POST', path: '/api/admin/client-analytics-revenue', access: ADMIN }),
  oneClient: endpoint({ method: 'POST', path: '/api/admin/client-analytics-client', access: ADMIN }),
  staffHourly: endpoint({ method: 'POST', path: '/api/admin/user-analytics-hourly', access: ADMIN }),
  oneStaff: endpoint({ method: 'POST', path: '/api/admin/user-analytics-user', access: ADMIN }),
};
