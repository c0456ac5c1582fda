// Endpoints of the server feature 'profitability' (apps/server/src/features/profitability/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { DateRangeQuerySchema } from '../common';
import { endpoint, FILE } from './endpoint';

export const profitabilityEndpoints = {
  excel: endpoint({ method: 'GET', path: '/api/admin/profitability', access: ADMIN, query: DateRangeQuerySchema, answer: FILE }),
};
