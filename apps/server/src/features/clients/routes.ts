import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClientDetailsSchema, ClientIdParamsSchema, ClientLoginSchema } from '@tragkraft/sync-protocol';
import { forbidden } from '../../plugins/errors';
import { clientDetails } from './client-details';
import { listClientLogins } from './list-client-logins';

export const clientRoutes: FastifyPluginAsyncTypebox<{ providerPhone: string }> = async (app, { providerPhone }) => {
  app.get('/api/client/details/:clientId', { schema: { params: ClientIdParamsSchema, response: { 200: ClientDetailsSchema } } }, async (request) => {
    const { session } = request;
    if (session.role !== 'admin' && session.clientId !== request.params.clientId) throw forbidden();
    return { ...clientDetails(app, request.params.clientId), providerPhone };
  });

  app.get('/api/admin/client-logins', { schema: { response: { 200: Type.Array(ClientLoginSchema) } } }, async () => listClientLogins(app));
};
