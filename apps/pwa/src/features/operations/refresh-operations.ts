// Brings the server's operations onto the phone. Screens read only from IndexedDB (live
// queries); these functions refresh it when online. The changes cursor tells which stored
// details to fetch again and which stages the user may no longer see.
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { detailKey, fieldDb, listKey, META, readMeta, writeMeta } from '../../offline/field-db';
import type { ListName } from '../../offline/field-types';
import { loadChanges, loadDetail, loadImageBytes, loadList } from './operations-api';

export async function refreshList(userId: number, name: ListName, limit?: number): Promise<void> {
  const answer = await loadList(name, limit);
  await fieldDb.lists.put({ key: listKey(userId, name, limit), userId, name, items: answer.stageDetails, fetchedAt: new Date().toISOString() });
}

export async function refreshDetail(userId: number, role: string, stageId: number): Promise<OperationDetail> {
  const detail = await loadDetail(role, stageId);
  await fieldDb.details.put({ key: detailKey(userId, stageId), userId, stageId, detail, fetchedAt: new Date().toISOString() });
  return detail;
}

/** Images of a stage the phone has not seen yet (so the detail shows them offline). */
export async function cacheImages(userId: number, detail: OperationDetail): Promise<void> {
  for (const image of detail.images) {
    if (image.deleted || (await fieldDb.photos.get(image.id))) continue;
    const { bytes, mimeType } = await loadImageBytes(image.id);
    await fieldDb.photos.put({ id: image.id, userId, stageId: detail.id, bytes, mimeType, source: 'server', confirmed: true, createdAt: new Date().toISOString() });
  }
}

async function hasLocalWork(userId: number, stageId: number): Promise<boolean> {
  const draft = await fieldDb.drafts.get(detailKey(userId, stageId));
  const items = await fieldDb.outbox.where('stageId').equals(stageId).filter((i) => i.userId === userId).count();
  // A kept copy shows its photos from the phone: they stay with it (issue 27).
  return Boolean(draft) || items > 0 || (await readMeta(fieldDb, META.keptCopy(userId, stageId))) !== undefined;
}

/**
 * Field staff keep every coming operation on the phone (detail and images); admins, who work
 * online, only keep the details they opened fresh.
 */
export async function syncOperations(userId: number, role: string): Promise<void> {
  const since = (await readMeta<number>(fieldDb, META.cursor(userId))) ?? 0;
  const answer = await loadChanges(since);
  const visible = new Set(answer.visibleIds);
  const stored = await fieldDb.details.where('userId').equals(userId).toArray();
  const storedIds = new Set(stored.map((d) => d.stageId));
  for (const d of stored) {
    if (visible.has(d.stageId) || (await hasLocalWork(userId, d.stageId))) continue;
    await fieldDb.details.delete(d.key);
    await fieldDb.photos.where('stageId').equals(d.stageId).filter((p) => p.userId === userId && p.confirmed).delete();
  }
  const wanted = new Set(answer.stages.filter((s) => !s.removed && storedIds.has(s.id)).map((s) => s.id));
  if (role !== 'admin') {
    const future = await fieldDb.lists.get(listKey(userId, role === 'employee' ? 'ownFuture' : 'future'));
    for (const item of (future?.items ?? []) as { id: number }[]) if (!storedIds.has(item.id) && visible.has(item.id)) wanted.add(item.id);
  }
  for (const stageId of wanted) {
    const detail = await refreshDetail(userId, role, stageId);
    if (role !== 'admin') await cacheImages(userId, detail).catch(() => undefined);
  }
  await writeMeta(fieldDb, META.cursor(userId), answer.cursor);
}
