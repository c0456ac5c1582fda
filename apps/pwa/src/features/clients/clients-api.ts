// Calls of the clients screens (server feature 'admin-clients').
import { adminClientsEndpoints, type CreateClientBody, type UpdateClientBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadClients = () => call(adminClientsEndpoints.list);
export const loadClient = (id: number) => call(adminClientsEndpoints.detail, { id });
export const createClient = (body: CreateClientBody) => call(adminClientsEndpoints.create, {}, body);
export const updateClient = (body: UpdateClientBody) => call(adminClientsEndpoints.update, {}, body);
