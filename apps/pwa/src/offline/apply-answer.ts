// What a finished or refused outbox item changes on the device: the stored detail takes the
// server's answer, photos the server holds are marked confirmed, the draft is reconciled
// (a signature the save carried is marked sent, or after a refusal sent again next time).
import { isoWeekKey, zurichWallClock } from '@tragkraft/domain';
import type { CompleteOperationAnswer, ConfirmOrDeclineAnswer, OperationListItem, OutboxMutations, SaveReportAnswer, TimeEntry } from '@tragkraft/sync-protocol';
import { detailKey, META, writeMeta, type FieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { draftAfterSaved, draftKey, draftSignatureRefused } from './report-draft';
import { mergeSentEntry } from './time-week-cache';

async function patchListConfirmation(db: FieldDb, userId: number, stageId: number, confirmation: boolean): Promise<void> {
  const lists = await db.lists.where('userId').equals(userId).toArray();
  for (const list of lists) {
    if (list.name === 'ownPast') continue;
    const items = list.items as OperationListItem[];
    if (!items.some((i) => i.id === stageId)) continue;
    await db.lists.put({ ...list, items: items.map((i) => (i.id === stageId ? { ...i, confirmation } : i)) });
  }
}

/** The signing time of the signature a report save carried, or null. */
const signedAtOf = (item: OutboxItem) => (item.payload as OutboxMutations['report.save']).data.signature?.signedAt ?? null;

export async function applyDone(db: FieldDb, item: OutboxItem, body: unknown, now: Date): Promise<void> {
  if (item.name === 'time.record') {
    const entry = body as TimeEntry;
    await mergeSentEntry(db, item.userId, entry, isoWeekKey(zurichWallClock(new Date(entry.at)).date));
    return;
  }
  const key = detailKey(item.userId, item.stageId);
  if (item.name === 'report.save') {
    const answer = body as SaveReportAnswer;
    await db.transaction('rw', [db.details, db.drafts, db.photos, db.meta], async () => {
      await db.details.put({ key, userId: item.userId, stageId: item.stageId, detail: answer.details, fetchedAt: now.toISOString() });
      const held = answer.details.images.filter((i) => !i.deleted).map((i) => i.id);
      for (const id of held) await db.photos.update(id, { confirmed: true });
      const draft = await db.drafts.get(draftKey(item.userId, item.stageId));
      if (draft) {
        const next = draftAfterSaved(draft, held, signedAtOf(item));
        // A new stamp: an open form takes the change (it ignores only its own writes).
        if (next) await db.drafts.put({ ...next, updatedAt: now.toISOString() });
        else await db.drafts.delete(draft.key);
      }
      await writeMeta(db, META.sentAt(item.userId, item.stageId), now.toISOString());
    });
    return;
  }
  const stored = await db.details.get(key);
  if (item.name === 'stage.confirm') {
    const answer = body as ConfirmOrDeclineAnswer;
    if (stored) {
      const users = stored.detail.users.map((u) => (u.id === answer.userId ? { ...u, confirmation: answer.confirmation } : u));
      await db.details.put({ ...stored, detail: { ...stored.detail, confirmation: answer.confirmation, users, employees: users } });
    }
    await patchListConfirmation(db, item.userId, item.stageId, answer.confirmation);
    return;
  }
  const answer = body as CompleteOperationAnswer;
  if (stored) await db.details.put({ ...stored, detail: { ...stored.detail, completedTime: answer.completedTime } });
}

/** A refused report save brings its values back into the form so the user can fix them. */
export async function applyRejected(db: FieldDb, item: OutboxItem, now = new Date()): Promise<void> {
  if (item.name !== 'report.save') return;
  await db.transaction('rw', [db.drafts], async () => {
    const draft = await db.drafts.get(draftKey(item.userId, item.stageId));
    if (draft) await db.drafts.put({ ...draftSignatureRefused(draft, signedAtOf(item)), dirty: true, updatedAt: now.toISOString() });
  });
}
