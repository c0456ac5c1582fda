// Endpoints of the server feature 'admin-users' (apps/server/src/features/admin-users/routes.ts):
// the logins of a client company and the staff.
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { AdminIdParamsSchema } from '../common';
import { AdminUserSchema, CreateUserBodySchema, DeleteUserAnswerSchema, SendPasswordLinkAnswerSchema, SendPasswordLinkBodySchema, UpdateUserBodySchema } from '../admin-users';
import { endpoint } from './endpoint';

export const adminUsersEndpoints = {
  // The logins of the client company `id`.
  clientUsers: endpoint({ method: 'GET', path: '/api/admin/clients/:id/users', access: ADMIN, params: AdminIdParamsSchema, answer: Type.Array(AdminUserSchema) }),
  detail: endpoint({ method: 'GET', path: '/api/admin/users/:id', access: ADMIN, params: AdminIdParamsSchema, answer: AdminUserSchema }),
  create: endpoint({ method: 'POST', path: '/api/admin/users/create', access: ADMIN, body: CreateUserBodySchema, answer: AdminUserSchema }),
  update: endpoint({ method: 'POST', path: '/api/admin/users/update', access: ADMIN, body: UpdateUserBodySchema, answer: AdminUserSchema }),
  // Removes a user without history, anonymises one with history.
  remove: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', access: ADMIN, params: AdminIdParamsSchema, answer: DeleteUserAnswerSchema }),
  sendPasswordLink: endpoint({ method: 'POST', path: '/api/admin/users/send-password-link', access: ADMIN, body: SendPasswordLinkBodySchema, answer: SendPasswordLinkAnswerSchema }),
  // The staff list (admins, operators, employees; inactive ones too).
  staff: endpoint({ method: 'GET', path: '/api/admin/employees', access: ADMIN, answer: Type.Array(AdminUserSchema) }),
};
