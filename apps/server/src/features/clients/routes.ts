import type { FastifyPluginAsync } from 'fastify';
import { clientsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { forbidden } from '../../plugins/errors';
import { clientDetails } from './client-details';
import { listClientLogins } from './list-client-logins';

export const clientRoutes: FastifyPluginAsync<{ providerPhone: string }> = async (app, { providerPhone }) => {
  route(app, clientsEndpoints.details, async (request) => {
    const { session } = request;
    if (session.role !== 'admin' && session.clientId !== request.params.clientId) throw forbidden();
    return { ...(await clientDetails(app, request.params.clientId)), providerPhone };
  });

  route(app, clientsEndpoints.logins, async () => listClientLogins(app));
};
