// 'operation.complete': an admin completes an operation (no body, small lane). Done: the
// stored detail takes the completion time; the toast says the customer got the e-mail.
import type { CompleteOperationAnswer } from '@tragkraft/sync-protocol';
import { detailKey } from '../field-db';
import { OF_A_STAGE, type MutationHandler } from './mutation-handler';

const TEXTS = {
  completeFailed: 'Fehler beim Abschliessen des Einsatzes',
  completed: 'Das E-Mail wurde an den Kunden versandt und der Einsatz ist abgeschlossen',
} as const;

export const operationComplete: MutationHandler<'operation.complete'> = {
  ...OF_A_STAGE,
  label: 'Abschluss',
  title: () => 'Abschluss',
  // The stage is in the path (outboxRequest): nothing to send.
  body: async () => ({ bytes: 0 }),

  async applyDone(db, item, body) {
    const answer = body as CompleteOperationAnswer;
    const key = detailKey(item.userId, item.stageId);
    const stored = await db.details.get(key);
    if (stored) await db.details.put({ ...stored, detail: { ...stored.detail, completedTime: answer.completedTime } });
  },

  notices: (item, outcome, _answer, subject) =>
    outcome === 'rejected' ? [{ tone: 'error', text: `${TEXTS.completeFailed} (${subject}): ${item.lastError ?? ''}` }] : [{ tone: 'success', text: `${TEXTS.completed} (${subject})` }],
};
