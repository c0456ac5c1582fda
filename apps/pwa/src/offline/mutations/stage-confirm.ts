// 'stage.confirm': the person's own Zusage or Absage of an operation (JSON, small lane). Done:
// the stored detail and the lists show the answer the server took. Only a refusal is said:
// the screen already shows the given answer.
import type { ConfirmOrDeclineAnswer, OperationListItem } from '@tragkraft/sync-protocol';
import { detailKey, type FieldDb } from '../field-db';
import type { OutboxItem } from '../field-types';
import { jsonBody, OF_A_STAGE, type MutationHandler } from './mutation-handler';

const TEXTS = { confirmFailed: 'Konnte nicht zusagen', declineFailed: 'Konnte nicht absagen' } as const;

const confirms = (item: OutboxItem<'stage.confirm'>) => item.payload.action === 'confirm';

async function patchListConfirmation(db: FieldDb, userId: number, stageId: number, confirmation: boolean): Promise<void> {
  const lists = await db.lists.where('userId').equals(userId).toArray();
  for (const list of lists) {
    if (list.name === 'ownPast') continue;
    const items = list.items as OperationListItem[];
    if (!items.some((i) => i.id === stageId)) continue;
    await db.lists.put({ ...list, items: items.map((i) => (i.id === stageId ? { ...i, confirmation } : i)) });
  }
}

export const stageConfirm: MutationHandler<'stage.confirm'> = {
  ...OF_A_STAGE,
  label: 'Zu- oder Absage',
  title: (item) => `Zu- oder Absage (${confirms(item) ? 'Zusage' : 'Absage'})`,
  body: async (payload) => jsonBody(payload),

  async applyDone(db, item, body) {
    const answer = body as ConfirmOrDeclineAnswer;
    const stored = await db.details.get(detailKey(item.userId, item.stageId));
    if (stored) {
      const users = stored.detail.users.map((u) => (u.id === answer.userId ? { ...u, confirmation: answer.confirmation } : u));
      await db.details.put({ ...stored, detail: { ...stored.detail, confirmation: answer.confirmation, users, employees: users } });
    }
    await patchListConfirmation(db, item.userId, item.stageId, answer.confirmation);
  },

  notices: (item, outcome, _answer, subject) =>
    outcome === 'rejected' ? [{ tone: 'error', text: `${confirms(item) ? TEXTS.confirmFailed : TEXTS.declineFailed} (${subject}): ${item.lastError ?? ''}` }] : [],
};
