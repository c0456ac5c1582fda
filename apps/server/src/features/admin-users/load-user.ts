import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF } from '@tragkraft/domain';
import type { AdminUser } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
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
    hasPassword: user.passwordHash !== null,
  };
}

/** A user that is not deleted, else 404. */
export function findUser(db: Pick<Db, 'select'>, userId: number): UserRow {
  const user = db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).get();
  if (!user) throw notFound('Benutzer nicht gefunden.');
  return user;
}

export function clientUsers(db: Db, clientId: number): AdminUser[] {
  if (!db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).get()) throw notFound('Kunde nicht gefunden.');
  return db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .all()
    .map(toAdminUser);
}

/** The staff list: admins, operators and employees that are not deleted, inactive ones too. */
export function listEmployees(db: Db): AdminUser[] {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...STAFF]), isNull(users.clientId), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .all()
    .map(toAdminUser);
}

/** 409 emailexists when another user (deleted ones included: their e-mail is rewritten) has it. */
export function assertEmailFree(db: Pick<Db, 'select'>, email: string, exceptUserId?: number): void {
  const other = db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).get();
  if (other && other.id !== exceptUserId) throw new AppError(409, 'emailexists', 'emailexists');
}
