import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientLogin } from '@tragkraft/sync-protocol';
import { clients, users } from '../../db/schema';

/** Every active client login with its company; the admin offer screen filters them. */
export async function listClientLogins(app: FastifyInstance): Promise<ClientLogin[]> {
  return app.db
    .select({ userId: users.id, clientId: clients.id, firstName: users.firstName, lastName: users.lastName, email: users.email, company: clients.company })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.role, 'client'), isNull(users.deletedAt), eq(users.inactive, false)))
    .orderBy(asc(clients.company), asc(users.lastName));
}
