import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminIdParamsSchema,
  AdminUserSchema,
  CreateUserBodySchema,
  DeleteUserAnswerSchema,
  SendPasswordLinkAnswerSchema,
  SendPasswordLinkBodySchema,
  UpdateUserBodySchema,
} from '@tragkraft/sync-protocol';
import { deleteUser } from './delete-user';
import { clientUsers, findUser, listEmployees, toAdminUser } from './load-user';
import { createUser, updateUser } from './save-user';
import { sendPasswordLinkTo } from './send-password-link';

export const adminUserRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/api/admin/clients/:id/users', { schema: { params: AdminIdParamsSchema, response: { 200: Type.Array(AdminUserSchema) } } }, async (request) =>
    clientUsers(app.db, request.params.id),
  );

  app.get('/api/admin/employees', { schema: { response: { 200: Type.Array(AdminUserSchema) } } }, async () => listEmployees(app.db));

  app.get('/api/admin/users/:id', { schema: { params: AdminIdParamsSchema, response: { 200: AdminUserSchema } } }, async (request) =>
    toAdminUser(findUser(app.db, request.params.id)),
  );

  app.post('/api/admin/users/create', { schema: { body: CreateUserBodySchema, response: { 200: AdminUserSchema } } }, async (request) =>
    createUser(app.db, request.session.userId, request.body),
  );

  app.post('/api/admin/users/update', { schema: { body: UpdateUserBodySchema, response: { 200: AdminUserSchema } } }, async (request) =>
    updateUser(app.db, request.session.userId, request.body),
  );

  app.delete('/api/admin/users/:id', { schema: { params: AdminIdParamsSchema, response: { 200: DeleteUserAnswerSchema } } }, async (request) =>
    deleteUser(app.db, request.session.userId, request.params.id),
  );

  app.post('/api/admin/users/send-password-link', {
    schema: { body: SendPasswordLinkBodySchema, response: { 200: SendPasswordLinkAnswerSchema } },
  }, async (request) => sendPasswordLinkTo(app, request.session.userId, request.body.userId, publicUrl));
};
