// Endpoints of the server feature 'clients' (apps/server/src/features/clients/routes.ts).
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { ClientDetailsSchema, ClientIdParamsSchema, ClientLoginSchema } from '../clients';
import { endpoint } from './endpoint';

export const clientsEndpoints = {
  // A client sees its own company only; the admin any.
  details: endpoint({ method: 'GET', path: '/api/client/details/:clientId', access: ['client', 'admin'], params: ClientIdParamsSchema, answer: ClientDetailsSchema }),
  logins: endpoint({ method: 'GET', path: '/api/admin/client-logins', access: ADMIN, answer: Type.Array(ClientLoginSchema) }),
};
