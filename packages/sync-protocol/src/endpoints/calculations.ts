// Endpoints of the server feature 'calculations' (apps/server/src/features/calculations/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const calculationsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/calculations', access: ADMIN }),
};
