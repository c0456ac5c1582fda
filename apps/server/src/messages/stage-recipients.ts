// Who gets a customer mail about an operation (damage, Arbeitsrapport): the client login
// that placed the order, with the company's other logins that want copies (cc) in cc;
// logins that are deleted or want no e-mails are left out.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { users } from '../db/schema';

export interface Recipients {
  to: string[];
  cc: string[];
}

export async function customerRecipients(db: Db, order: { clientId: number; orderUserId: number }): Promise<Recipients> {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, cc: users.cc, noEmail: users.noEmail })
    .from(users)
    .where(and(eq(users.clientId, order.clientId), isNull(users.deletedAt)));
  const logins = rows.filter((u) => !u.noEmail && (u.role === 'client' || u.role === 'clerk'));
  const to = logins.filter((u) => u.id === order.orderUserId).map((u) => u.email);
  const cc = logins.filter((u) => u.id !== order.orderUserId && u.cc).map((u) => u.email);
  return to.length > 0 ? { to, cc } : { to: cc, cc: [] };
}
