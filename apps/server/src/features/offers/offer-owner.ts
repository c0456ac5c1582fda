import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import type { Session } from '../../plugins/auth';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/** The client login an offer belongs to and its company. */
export interface OfferOwner {
  userId: number;
  clientId: number;
}

/**
 * A client works for itself; an admin names the client login in the path (userId). Any
 * other login is refused, so an admin cannot file offers for staff or deleted users.
 */
export async function resolveOfferOwner(db: Db, session: Session, userId?: number): Promise<OfferOwner> {
  if (userId === undefined) {
    if (session.role !== 'client' || session.clientId === null) throw new AppError(403, 'forbidden', 'Keine Berechtigung.');
    return { userId: session.userId, clientId: session.clientId };
  }
  const [user] = await db
    .select({ id: users.id, clientId: users.clientId, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.clientId === null || user.role !== 'client') {
    throw new AppError(404, 'notFound', 'Kunden-Login nicht gefunden.');
  }
  return { userId: user.id, clientId: user.clientId };
}
