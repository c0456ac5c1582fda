// Saving the report always goes through the outbox: queued on the phone first, then sent
// at once when there is a connection, else later by the replay (state 'waiting').
import { fieldDb } from '../../../offline/field-db';
import type { ReportDraft } from '../../../offline/field-types';
import { enqueue, syncNow } from '../../../offline/page-sync';
import { draftPayload, draftQueued } from '../../../offline/report-draft';
import { notifyWaiting } from '../../../ui/notify';

const QUEUED_TEXT = 'Der Bericht ist auf dem Gerät gespeichert und wird gesendet, sobald eine Verbindung besteht.';

/** Queues the draft (replacing refused saves of the stage) and tries to send it. */
export async function queueReportSave(draft: ReportDraft, role: string, replace: (next: ReportDraft) => Promise<void>): Promise<void> {
  const payload = draftPayload(draft, role);
  const seq = await fieldDb.transaction('rw', [fieldDb.outbox, fieldDb.drafts], async () => {
    await fieldDb.outbox
      .where('stageId')
      .equals(draft.stageId)
      .filter((i) => i.userId === draft.userId && i.name === 'report.save' && i.status === 'rejected')
      .delete();
    const item = await enqueue('report.save', draft.stageId, payload);
    await replace(draftQueued(draft, new Date()));
    return item.seq!;
  });
  await syncNow();
  const still = await fieldDb.outbox.get(seq);
  if (still?.status === 'pending') notifyWaiting(QUEUED_TEXT);
}
