// Endpoints of the server feature 'health' (apps/server/src/features/health/routes.ts).
import { endpoint } from './endpoint';

export const healthEndpoints = {
  check: endpoint({ method: 'GET', path: '/api/health', access: 'public' }),
};
