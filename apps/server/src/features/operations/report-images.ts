// The images of a report save. Stored ones of the stage get their comment, damage flag or
// deletion (flagged, the file stays). New ones were streamed to temporary files while the
// upload was read (report-upload.ts); here they are moved into place and stored, inside the
// save's transaction. A new image removed before saving is not stored. If the transaction
// rolls back, removeUnstoredImages takes the moved files away again.
import { eq } from 'drizzle-orm';
import type { OperationReportData } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { images } from '../../db/schema';
import { imagePath, type Storage } from '../../plugins/storage-contract';
import type { ReportPlan } from './report-plan';
import type { ReportUpload } from './report-upload';

export interface StoredImages {
  /** Ids of the new images stored by this save. */
  ids: string[];
  /** Comments of the new images marked as damage (the customer is e-mailed). */
  newDamage: string[];
}

export async function storeImages(db: Db, storage: Storage, plan: ReportPlan, upload: ReportUpload, userId: number, nowIso: string): Promise<StoredImages> {
  const { stageId } = plan;
  const stored: StoredImages = { ids: [], newDamage: [] };
  const entries: NonNullable<OperationReportData['images']> = upload.data.images ?? [];
  for (const entry of entries) {
    const found = plan.known.get(entry.id);
    if (found) {
      const changes: Partial<typeof images.$inferInsert> = {};
      if (entry.comment !== undefined) changes.comment = entry.comment;
      if (entry.damage !== undefined) changes.damage = entry.damage;
      if (entry.deleted && found.deletedAt === null) changes.deletedAt = nowIso;
      if (Object.keys(changes).length > 0) await db.update(images).set(changes).where(eq(images.id, entry.id));
      continue;
    }
    if (entry.deleted) continue;
    const file = upload.files.get(entry.id)!;
    const storagePath = imagePath(stageId, entry.id, file.type.ext);
    file.storagePath = storagePath;
    await storage.place(file.tempFile, storagePath);
    await db.insert(images).values({
      id: entry.id,
      stageId,
      storagePath,
      mimeType: file.type.mimeType,
      sizeBytes: file.sizeBytes,
      comment: entry.comment ?? '',
      damage: entry.damage ?? false,
      createdByUserId: userId,
    });
    stored.ids.push(entry.id);
    if (entry.damage) stored.newDamage.push(entry.comment ?? '');
  }
  return stored;
}

/**
 * After a save that failed: removes the files it moved into place, but keeps any a stored
 * image row points to (the same image saved at the same moment by a request that won).
 */
export async function removeUnstoredImages(db: Db, storage: Storage, upload: ReportUpload): Promise<void> {
  for (const file of upload.files.values()) {
    if (!file.storagePath) continue;
    const [kept] = await db.select({ id: images.id }).from(images).where(eq(images.storagePath, file.storagePath)).limit(1);
    if (!kept) await storage.remove(file.storagePath);
  }
}
