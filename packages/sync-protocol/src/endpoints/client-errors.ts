// Endpoints of the server feature 'client-errors' (apps/server/src/features/client-errors/routes.ts).
import { SIGNED_IN, ADMIN } from '@tragkraft/domain';
import { ClientErrorBodySchema, ClientErrorListSchema } from '../client-errors';
import { OkSchema } from '../common';
import { endpoint } from './endpoint';

export const clientErrorsEndpoints = {
  report: endpoint({ method: 'POST', path: '/api/client-error', access: SIGNED_IN, body: ClientErrorBodySchema, answer: OkSchema }),
  list: endpoint({ method: 'GET', path: '/api/admin/client-errors', access: ADMIN, answer: ClientErrorListSchema }),
};
