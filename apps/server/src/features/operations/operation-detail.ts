import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { images, users } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { hoursFor, imageView, listItem, pricePerHourOf } from './operation-views';
import { onSiteSignatureOf } from '../stages/stage-signature';
import { assignmentsOf, loadVisibleStage, type StageRow } from '../stages/stage-access';

/** The spec's operation detail of a stage the caller may see (404 otherwise). */
export async function loadOperationDetail(db: Db, session: Session, stageId: number, now: Date): Promise<OperationDetail> {
  const { row } = await loadVisibleStage(db, session, stageId);
  return operationDetail(db, session, row, now);
}

export async function operationDetail(db: Db, session: Session, row: StageRow, now: Date): Promise<OperationDetail> {
  const s = row.stage;
  const team = (await assignmentsOf(db, [s.id])).get(s.id) ?? [];
  const item = listItem(row, team, session, now);
  const own = team.find((a) => a.userId === session.userId);
  const stageImages = await db
    .select()
    .from(images)
    .where(and(eq(images.stageId, s.id), isNull(images.deletedAt)))
    .orderBy(desc(images.damage), asc(images.createdAt), asc(images.id));
  const [signer] = s.clientSignedUserId
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, s.clientSignedUserId)).limit(1)
    : [];
  const { invoiceTime: _i, invoiceSentTime: _s, invoicePaidTime: _p, ...core } = item;
  return {
    ...core,
    contactFiller: row.contactFiller,
    contactFillerPhone: row.contactFillerPhone,
    contactCManager: row.contactCManager,
    contactCManagerPhone: row.contactCManagerPhone,
    clientRemarks: s.remarks,
    truckArrivalTime: s.truckArrivalTime,
    damages: s.damages,
    general: s.general,
    internal: session.role === 'admin' ? s.internal : null,
    rating: s.rating,
    workHours: s.workHours,
    plannedHours: s.hours,
    hours: hoursFor(session, team),
    employees: item.users,
    images: stageImages.map(imageView),
    reportSavedAt: s.reportSavedAt,
    clientSignedUser: signer ?? null,
    onSiteSignature: await onSiteSignatureOf(db, s.id),
    userId: session.userId,
    pricePerHour: pricePerHourOf(row),
    ownHours: own?.hours ?? null,
    ownComment: own?.comment ?? null,
  };
}
