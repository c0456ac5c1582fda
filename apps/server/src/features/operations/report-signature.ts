// The customer's on-site signature of a report save (issue 19, decision 023). Inside the save's
// transaction: the PNG is moved into place under a fresh name, the stage's one signature row is
// written (a new signature replaces the old one; the old file is removed by the route after the
// commit) and the stage counts as signed off by the client, as "Visieren" does it, with no
// signing user. A signature equal to the stored one (same image, name, time and remark: the
// phone sent its draft again) changes nothing and is not "new" (no second mail).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isValidIsoDate, zurichInstant } from '@tragkraft/domain';
import { REPORT_UPLOAD_TEXTS, type OperationReportSignature } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { orders, stages, stageSignatures } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { imagePath, type Storage } from '../../plugins/storage-contract';
import type { StageRow } from '../stages/stage-access';
import type { ReportUpload, UploadedSignature } from './report-upload';

/** A phone's clock may run this much ahead of the server's. */
const SIGNED_AT_SKEW_MS = 5 * 60_000;

/**
 * The signing time as stored: the phone's, accepted only from the stage's day (Zurich midnight)
 * up to the upload plus the clock skew (issue 29: a phone set to 1970 signed a report "in
 * 1970"). The customer signs on the day of the work or later, never before it and never in the
 * future (decision 033). A stage without a date is bounded below by the order's creation.
 */
function signingTime(signedAt: string, stageDate: string | null, orderCreatedAt: string | undefined, now: Date): string {
  const at = new Date(signedAt).getTime();
  const dated = stageDate !== null && isValidIsoDate(stageDate);
  const earliest = dated ? zurichInstant(stageDate, '00:00').getTime() : orderCreatedAt === undefined ? Number.NaN : new Date(orderCreatedAt).getTime();
  if (!(at >= earliest)) throw badRequest(REPORT_UPLOAD_TEXTS.signedAtOutOfRange);
  if (at > now.getTime() + SIGNED_AT_SKEW_MS) throw badRequest(REPORT_UPLOAD_TEXTS.signedAtInFuture);
  return new Date(at).toISOString();
}

/** A signature this save stored: who signed and when (as stored). */
export interface NewSignature {
  signerName: string;
  signedAt: string;
}

/**
 * Stores the signature of this save, if it has one; answers the new signature, or null when
 * there was none or it equals the stored one. Call after lockStage, with the stage row as read
 * before this save.
 */
export async function storeSignature(
  tx: Db,
  storage: Storage,
  row: StageRow,
  facts: OperationReportSignature | undefined,
  file: UploadedSignature | null,
  userId: number,
  now: Date,
): Promise<NewSignature | null> {
  if (!facts || !file) return null;
  const stageId = row.stage.id;
  const [order] = row.stage.date === null ? await tx.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, row.stage.orderId)).limit(1) : [];
  const signedAt = signingTime(facts.signedAt, row.stage.date, order?.createdAt, now);
  const remark = facts.remark ?? null;
  const [old] = await tx.select().from(stageSignatures).where(eq(stageSignatures.stageId, stageId)).limit(1);
  if (old && old.sha256 === file.sha256 && old.signerName === facts.signerName && old.signedAt === signedAt && old.remark === remark) return null;

  const storagePath = imagePath(stageId, `signature-${randomUUID()}`, file.type.ext);
  file.storagePath = storagePath;
  await storage.place(file.tempFile, storagePath);
  const values = { storagePath, sha256: file.sha256, sizeBytes: file.sizeBytes, signerName: facts.signerName, signedAt, remark, createdByUserId: userId, createdAt: now.toISOString() };
  if (old) {
    await tx.update(stageSignatures).set(values).where(eq(stageSignatures.stageId, stageId));
    file.replacedPath = old.storagePath;
  } else {
    await tx.insert(stageSignatures).values({ stageId, ...values });
  }
  // The sign-off: unless the client already signed in the browser ("Visieren", a signing user),
  // the stage is signed at the signing time, by nobody of the client's logins.
  if (row.stage.clientSignedUserId === null) {
    await tx.update(stages).set({ clientSignedTime: signedAt, clientSignedUserId: null }).where(eq(stages.id, stageId));
  }
  return { signerName: facts.signerName, signedAt };
}

/** After a save that failed: removes the signature file it moved into place, unless stored. */
export async function removeUnstoredSignature(db: Db, storage: Storage, upload: ReportUpload): Promise<void> {
  const storagePath = upload.signature?.storagePath;
  if (!storagePath) return;
  const [kept] = await db.select({ stageId: stageSignatures.stageId }).from(stageSignatures).where(eq(stageSignatures.storagePath, storagePath)).limit(1);
  if (!kept) await storage.remove(storagePath);
}
