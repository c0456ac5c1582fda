// The latest front-end error reports for the admin screen "Fehlerberichte", newest first,
// with the user who saw each one (null when that user has been removed since).
import { desc, eq } from 'drizzle-orm';
import type { ClientErrorList } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clientErrors, users } from '../../db/schema';

const CLIENT_ERRORS_LISTED = 200;

export async function listClientErrors(db: Db): Promise<ClientErrorList> {
  const rows = await db
    .select({
      error: clientErrors,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role },
    })
    .from(clientErrors)
    .leftJoin(users, eq(users.id, clientErrors.userId))
    .orderBy(desc(clientErrors.id))
    .limit(CLIENT_ERRORS_LISTED);
  return rows.map(({ error, user }) => ({
    id: error.id,
    createdAt: error.createdAt,
    user: user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, role: user.role } : null,
    url: error.url,
    message: error.message,
    trace: error.trace,
    userAgent: error.userAgent,
  }));
}
