// Endpoints of the server feature 'clients' (apps/server/src/features/clients/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const clientsEndpoints = {
  details: endpoint({ method: 'GET', path: '/api/client/details/:clientId', access: ['client', 'admin'] }),
  logins: endpoint({ method: 'GET', path: '/api/admin/client-logins', access: ADMIN }),
};
