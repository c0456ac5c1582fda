import type { FastifyPluginAsync } from 'fastify';
import { adminUsersEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { deleteUser } from './delete-user';
import { clientUsers, findUser, listEmployees, toAdminUser } from './load-user';
import { createUser, updateUser } from './save-user';
import { sendPasswordLinkTo } from './send-password-link';

export const adminUserRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  route(app, adminUsersEndpoints.clientUsers, async (request) => clientUsers(app.db, request.params.id));

  route(app, adminUsersEndpoints.staff, async () => listEmployees(app.db));

  route(app, adminUsersEndpoints.detail, async (request) => toAdminUser(await findUser(app.db, request.params.id)));

  route(app, adminUsersEndpoints.create, async (request) => createUser(app.db, request.session.userId, request.body));

  route(app, adminUsersEndpoints.update, async (request) => updateUser(app.db, request.session.userId, request.body));

  route(app, adminUsersEndpoints.remove, async (request) => deleteUser(app.db, request.session.userId, request.params.id));

  route(app, adminUsersEndpoints.sendPasswordLink, async (request) =>
    sendPasswordLinkTo(app, request.session.userId, request.body.userId, publicUrl),
  );
};
