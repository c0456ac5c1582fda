// Calls of the staff screen and the client logins (server feature 'admin-users').
import { adminUsersEndpoints, type CreateUserBody, type UpdateUserBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadStaff = () => call(adminUsersEndpoints.staff);
export const loadClientUsers = (clientId: number) => call(adminUsersEndpoints.clientUsers, { id: clientId });
export const createUser = (body: CreateUserBody) => call(adminUsersEndpoints.create, {}, body);
export const updateUser = (body: UpdateUserBody) => call(adminUsersEndpoints.update, {}, body);
export const deleteUser = (id: number) => call(adminUsersEndpoints.remove, { id });
export const sendPasswordLink = (userId: number) => call(adminUsersEndpoints.sendPasswordLink, {}, { userId });
