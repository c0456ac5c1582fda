// 'report.save': the report form with its new photos and the customer's signature, multipart
// in the upload lane. Done: the stored detail takes the server's answer, its photos are
// confirmed, the draft is reconciled. Refused: the form takes its values back to be fixed,
// and 'Kopie behalten' is offered. Discarded: the draft and the photos only this phone has go
// with the last save of the stage.
import { OPERATION_DATA_FIELD, OPERATION_IMAGE_FIELD_PREFIX, OPERATION_SIGNATURE_FIELD, type OutboxMutations, type SaveReportAnswer } from '@tragkraft/sync-protocol';
import { detailKey, META, writeMeta } from '../field-db';
import type { OutboxItem } from '../field-types';
import { draftAfterSaved, draftKey, draftSignatureRefused } from '../report-draft';
import { OF_A_STAGE, type MutationHandler } from './mutation-handler';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const TEXTS = {
  saved: 'Der Einsatz wurde erfolgreich gespeichert',
  damageMailed: 'Der Kunde wurde per E-Mail über den Schaden informiert.',
  notSaved: 'Der Einsatz wurde nicht gespeichert',
} as const;

/** The signing time of the signature a report save carried, or null. */
const signedAtOf = (item: OutboxItem<'report.save'>) => item.payload.data.signature?.signedAt ?? null;

export const reportSave: MutationHandler<'report.save'> = {
  ...OF_A_STAGE,
  label: 'Arbeitsrapport',
  lane: 'upload',
  keepsCopy: true,
  title: () => 'Arbeitsrapport',

  // A `data` part (JSON), one file part `image:<uuid>` per image the server does not hold
  // yet, and with `data.signature` the customer's signature as the PNG part `signature`.
  async body(payload: OutboxMutations['report.save'], photo) {
    const form = new FormData();
    const data = JSON.stringify(payload.data);
    form.append(OPERATION_DATA_FIELD, data);
    let bytes = data.length;
    for (const id of payload.imageIds) {
      const stored = await photo(id);
      // A missing photo makes the server refuse the save ('fehlt die Datei'): shown, not lost.
      if (!stored) continue;
      bytes += stored.bytes.byteLength;
      form.append(`${OPERATION_IMAGE_FIELD_PREFIX}${id}`, new Blob([stored.bytes], { type: stored.mimeType }), `${id}.${EXTENSION[stored.mimeType] ?? 'jpg'}`);
    }
    if (payload.signaturePng) {
      form.append(OPERATION_SIGNATURE_FIELD, new Blob([payload.signaturePng], { type: 'image/png' }), 'signature.png');
      bytes += payload.signaturePng.byteLength;
    }
    return { body: form, bytes };
  },

  async applyDone(db, item, body, now) {
    const answer = body as SaveReportAnswer;
    const key = detailKey(item.userId, item.stageId);
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
  },

  /** A refused report save brings its values back into the form so the user can fix them. */
  async applyRejected(db, item, now) {
    await db.transaction('rw', [db.drafts], async () => {
      const draft = await db.drafts.get(draftKey(item.userId, item.stageId));
      if (draft) await db.drafts.put({ ...draftSignatureRefused(draft, signedAtOf(item)), dirty: true, updatedAt: now.toISOString() });
    });
  },

  /** The draft and the photos only this phone has go with the stage's last save; what the server holds stays. */
  async discarded(db, item) {
    const others = await db.outbox.where('stageId').equals(item.stageId).filter((i) => i.name === 'report.save' && i.userId === item.userId).count();
    if (others > 0) return;
    await db.drafts.delete(draftKey(item.userId, item.stageId));
    await db.photos.where('stageId').equals(item.stageId).filter((p) => p.userId === item.userId && !p.confirmed && p.source === 'device').delete();
  },

  notices(item, outcome, body, subject) {
    if (outcome === 'rejected') return [{ tone: 'error', text: `${TEXTS.notSaved} (${subject}): ${(item.lastError ?? '').replace(`${TEXTS.notSaved} `, '')}` }];
    const answer = body as SaveReportAnswer;
    const notices = [{ tone: 'success' as const, text: `${TEXTS.saved}: ${subject}.${answer.damageMailSent ? ` ${TEXTS.damageMailed}` : ''}` }];
    return answer.warningMessage ? [...notices, { tone: 'error' as const, text: `${answer.warningMessage} ${answer.warnings.join(' ')}` }] : notices;
  },
};
