import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF } from '@tragkraft/domain';
import type { AdminUser } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { lockNames } from '../../db/locks';
import { clients, users } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';

export type UserRow = typeof users.$inferSelect;

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    clientId: user.clientId,
    email: user.email,
    gender: user.gender ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    noEmail: user.noEmail,
    cc: user.cc,
    permanent: user.permanent,
    inactive: user.inactive,
    adminSendEmail: user.role === 'admin' && user.adminSendEmail,
    weeklyTargetHours: user.weeklyTargetHours,
    hasPassword: user.passwordHash !== null,
  };
}

/**
 * The lock name of one user: an edit or delete that reads the user and writes it back takes it
 * first in its transaction (before any user-email lock), so two of them run one after the other.
 */
export const userLockName = (userId: number) => `user:${userId}`;

/** A user that is not deleted, else 404. */
export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  if (!user) throw notFound('Benutzer nicht gefunden.');
  return user;
}

export async function clientUsers(db: Db, clientId: number): Promise<AdminUser[]> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound('Kunde nicht gefunden.');
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toAdminUser);
}

/** The staff list: admins, operators and employees that are not deleted, inactive ones too. */
export async function listEmployees(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...STAFF]), isNull(users.clientId), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(toAdminUser);
}

/**
 * 409 emailexists when another user (deleted ones included: their e-mail is rewritten) has it.
 * Called inside the writing transaction: the lock on the address makes a second instance that
 * saves the same address wait until this transaction ends, then its check sees the new row.
 */
export async function assertEmailFree(tx: Db, email: string, exceptUserId?: number): Promise<void> {
  const lowered = email.toLowerCase();
  await lockNames(tx, [`user-email:${lowered}`]);
  const [other] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${lowered}`).limit(1);
  if (other && other.id !== exceptUserId) throw new AppError(409, 'emailexists', 'emailexists');
}
