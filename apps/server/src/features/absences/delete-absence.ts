// An admin removes an absence (entered by mistake, holidays cancelled). Audit-logged on the person.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { absences } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { ABSENCE_TEXTS } from './create-absence';

export async function deleteAbsence(db: Db, adminId: number, id: number): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(absences).where(eq(absences.id, id)).returning();
    if (!removed) throw notFound(ABSENCE_TEXTS.notFound);
    await recordAudit(tx, {
      userId: adminId,
      entity: 'user',
      entityId: removed.userId,
      action: 'absence.delete',
      changes: { absenceId: removed.id, startDate: removed.startDate, endDate: removed.endDate, reason: removed.reason },
    });
  });
  return { ok: true };
}
