// The audit log of admin changes: who, when, what. Written in the same transaction as the
// change it records, so a change and its entry exist together or not at all.
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { auditLog, users } from '../../db/schema';

export type AuditEntity = 'order' | 'stage' | 'client' | 'user' | 'assignment' | 'invoice' | 'payment';

/** { field: { from, to } } of a change, or any JSON describing an addition or removal. */
export type AuditChanges = Record<string, unknown>;

export async function recordAudit(
  tx: Db,
  entry: { userId: number; entity: AuditEntity; entityId: number | string; action: string; changes?: AuditChanges | null },
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ userId: entry.userId, entity: entry.entity, entityId: String(entry.entityId), action: entry.action, changes: entry.changes ?? null });
}

/** The fields whose value differs between `before` and `after` (only keys of `after`). */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    const to = after[key];
    if (to !== undefined && to !== before[key]) changes[key] = { from: before[key] ?? null, to };
  }
  return changes;
}

const AUDIT_LIST_LIMIT = 200;

/** Entries matching any of the (entity, ids) pairs, newest first, with the acting user. */
export async function listAudit(db: Db, targets: { entity: AuditEntity; ids: (number | string)[] }[]): Promise<AuditEntry[]> {
  const conditions: SQL[] = targets
    .filter((t) => t.ids.length > 0)
    .map((t) => and(eq(auditLog.entity, t.entity), inArray(auditLog.entityId, t.ids.map(String)))!);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(or(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_LIST_LIMIT);
  return rows.map(({ entry, firstName, lastName }) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      user: entry.userId === null ? null : { id: entry.userId, firstName: firstName ?? '', lastName: lastName ?? '' },
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      changes: entry.changes ?? null,
    }));
}
