// 'Kopie behalten': a report the server refused for good (e.g. the office completed the
// stage meanwhile) leaves the outbox, so the badge is no longer red, but what the user typed
// and photographed, with the customer's signature, stays on the phone as a read-only copy to
// read or send as one file (kept-copy-file.ts).
import { fieldDb, META, readMeta } from './field-db';
import type { OutboxItem, ReportDraft } from './field-types';
import type { KeptPhoto } from './kept-copy-file';
import { draftKey } from './report-draft';

export interface KeptCopy {
  draft: ReportDraft;
  /** The server's refusal. */
  reason: string;
  keptAt: string;
}

/** Moves the refused save's draft into a kept copy and drops the refused item(s) of the stage. */
export async function keepCopy(item: OutboxItem, now = new Date()): Promise<void> {
  await fieldDb.transaction('rw', [fieldDb.outbox, fieldDb.drafts, fieldDb.meta], async () => {
    const draft = await fieldDb.drafts.get(draftKey(item.userId, item.stageId));
    if (draft) {
      const copy: KeptCopy = { draft, reason: item.lastError ?? '', keptAt: now.toISOString() };
      await fieldDb.meta.put({ key: META.keptCopy(item.userId, item.stageId), value: copy });
      await fieldDb.drafts.delete(draft.key);
    }
    await fieldDb.outbox
      .where('stageId')
      .equals(item.stageId)
      .filter((i) => i.userId === item.userId && i.name === 'report.save' && i.status === 'rejected')
      .delete();
  });
}

export function readKeptCopy(userId: number, stageId: number): Promise<KeptCopy | undefined> {
  return readMeta<KeptCopy>(fieldDb, META.keptCopy(userId, stageId));
}

/** Deletes the copy and its photos that only this phone has (and no other draft uses). */
export async function dropKeptCopy(userId: number, stageId: number): Promise<void> {
  await fieldDb.transaction('rw', [fieldDb.meta, fieldDb.drafts, fieldDb.outbox, fieldDb.photos], async () => {
    const copy = await readMeta<KeptCopy>(fieldDb, META.keptCopy(userId, stageId));
    await fieldDb.meta.delete(META.keptCopy(userId, stageId));
    if (!copy) return;
    const draft = await fieldDb.drafts.get(draftKey(userId, stageId));
    const inUse = new Set(draft?.images.map((i) => i.id) ?? []);
    const queued = await fieldDb.outbox.where('stageId').equals(stageId).filter((i) => i.userId === userId).toArray();
    for (const q of queued) for (const id of (q.payload as { imageIds?: string[] }).imageIds ?? []) inUse.add(id);
    for (const image of copy.draft.images) {
      const photo = await fieldDb.photos.get(image.id);
      if (photo && photo.source === 'device' && !photo.confirmed && !inUse.has(image.id)) await fieldDb.photos.delete(image.id);
    }
  });
}

/** The copy's photos with their bytes (null when the phone never had them), for the file. */
export async function keptCopyPhotos(copy: KeptCopy): Promise<KeptPhoto[]> {
  const images = copy.draft.images.filter((i) => !i.deleted);
  const stored = await fieldDb.photos.bulkGet(images.map((i) => i.id));
  return images.map((image, index) => ({ comment: image.comment, damage: image.damage, bytes: stored[index]?.bytes ?? null, mimeType: stored[index]?.mimeType ?? 'image/jpeg' }));
}
