// Creating and updating client users and staff. Create sets no password: the admin sends a
// password link. Deactivating a user or changing the role ends their sessions (token
// version). An admin cannot deactivate themself or change their own role.
import { eq } from 'drizzle-orm';
import { CUSTOMER } from '@tragkraft/domain';
import { ADMIN_TEXTS, type AdminUser, type CreateUserBody, type UpdateUserBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { lockNames } from '../../db/locks';
import { clients, users } from '../../db/schema';
import { badRequest, notFound } from '../../plugins/errors';
import { diffFields, recordAudit } from '../audit/record-audit';
import { findingsError } from '../admin-clients/client-form';
import { assertEmailFree, findUser, toAdminUser, userLockName } from './load-user';
import { checkUserBody } from './user-form';
import { endAllSessions } from '../auth/sessions';

export async function createUser(db: Db, adminId: number, body: CreateUserBody): Promise<AdminUser> {
  const clientId = body.clientId ?? null;
  const staff = clientId === null;
  if (staff && CUSTOMER.includes(body.role)) throw findingsError([{ field: 'clientId', text: ADMIN_TEXTS.clientMissing }]);
  const values = checkUserBody(body, staff);
  return db.transaction(async (tx) => {
    if (clientId !== null) {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
      if (!client) throw notFound('Kunde nicht gefunden.');
    }
    await assertEmailFree(tx, values.email);
    const [user] = await tx.insert(users).values({ ...values, clientId, passwordHash: null }).returning();
    const answer = toAdminUser(user!);
    await recordAudit(tx, { userId: adminId, entity: 'user', entityId: answer.id, action: 'create', changes: { ...answer } });
    return answer;
  });
}

export async function updateUser(db: Db, adminId: number, body: UpdateUserBody): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [userLockName(body.id)]);
    const before = await findUser(tx, body.id);
    const staff = before.clientId === null;
    const values = checkUserBody(body, staff);
    if (body.id === adminId && (values.inactive || values.role !== before.role)) throw badRequest(ADMIN_TEXTS.selfDeactivate);
    if (values.email.toLowerCase() !== before.email.toLowerCase()) await assertEmailFree(tx, values.email, before.id);
    const changes = diffFields(toAdminUser(before) as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return toAdminUser(before);
    const endSessions = values.role !== before.role || (values.inactive && !before.inactive);
    const [user] = await tx
      .update(users)
      .set({
        ...values,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, before.id))
      .returning();
    if (endSessions) await endAllSessions(tx, before.id);
    await recordAudit(tx, { userId: adminId, entity: 'user', entityId: before.id, action: 'update', changes });
    return toAdminUser(user!);
  });
}
