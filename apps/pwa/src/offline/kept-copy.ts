// 'Kopie behalten': a report the server refused for good (e.g. the office completed the
// stage meanwhile) leaves the outbox, so the badge is no longer red, but what the user typed
// and photographed stays on the phone as a read-only copy to read or save as a file.
import { formatHours } from '@tragkraft/domain';
import { fieldDb, META, readMeta } from './field-db';
import { formatInstant } from './format-instant';
import type { OutboxItem, ReportDraft } from './field-types';
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

/** The copy as plain text (the file the user may save or share). */
export function keptCopyText(copy: KeptCopy, stageLabel: string): string {
  const d = copy.draft;
  const lines = [
    `Einsatzbericht ${stageLabel} (nicht gesendet, Kopie vom Telefon)`,
    `Abgelehnt: ${copy.reason}`,
    `Ankunft Lastwagen: ${d.truckArrivalTime ?? '–'}`,
    `Schäden: ${d.damages === null ? '–' : d.damages ? 'Ja' : 'Nein'}`,
    `Bemerkungen: ${d.general || '–'}`,
    ...d.hours.map((h) => `${h.firstName}: ${h.hours !== null ? formatHours(h.hours) : '– h'}, Bewertung ${h.rating ?? '–'}, Kommentar ${h.comment || '–'}`),
    `Bilder: ${d.images.filter((i) => !i.deleted).length}`,
    ...(d.signature ? [`Unterschrift Kunde: ${d.signature.signerName.trim()}, ${formatInstant(d.signature.signedAt)}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
