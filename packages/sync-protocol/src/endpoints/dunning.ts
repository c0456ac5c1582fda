// Endpoints of the server feature 'dunning' (apps/server/src/features/dunning/routes.ts):
// open items, the reminder proposals and the reminder run ("Mahnlauf").
import { ADMIN } from '@tragkraft/domain';
import {
  CreateDunningBlockBodySchema,
  DunningBlockListSchema,
  DunningBlockParamsSchema,
  DunningBlockSchema,
  DunningProposalListSchema, DunningRunAnswerSchema, DunningRunBodySchema,
  OpenItemListSchema,
  ReminderParamsSchema,
} from '../dunning';
import { endpoint, FILE } from './endpoint';

export const dunningEndpoints = {
  // Every sent invoice not paid in full, the longest overdue first.
  openItems: endpoint({ method: 'GET', path: '/api/admin/dunning/open-items', access: ADMIN, answer: OpenItemListSchema }),
  openItemsExcel: endpoint({ method: 'GET', path: '/api/admin/dunning/open-items-excel', access: ADMIN, answer: FILE }),
  // The preview of a run: the open items whose next reminder level is due today.
  proposals: endpoint({ method: 'GET', path: '/api/admin/dunning/proposals', access: ADMIN, answer: DunningProposalListSchema }),
  // Sends the due reminder of each invoice (once per invoice and level); the rest is skipped with a reason.
  run: endpoint({ method: 'POST', path: '/api/admin/dunning/run', access: ADMIN, body: DunningRunBodySchema, answer: DunningRunAnswerSchema }),
  // The PDF of a recorded reminder (mailed or to print).
  reminderPdf: endpoint({ method: 'GET', path: '/api/admin/dunning/reminders/:reminderId/pdf', access: ADMIN, params: ReminderParamsSchema, answer: FILE }),
  // Mahnsperre (issue 28 §4): the active blocks, a new one on an invoice or a whole client, and lifting one.
  blocks: endpoint({ method: 'GET', path: '/api/admin/dunning/blocks', access: ADMIN, answer: DunningBlockListSchema }),
  createBlock: endpoint({ method: 'POST', path: '/api/admin/dunning/blocks', access: ADMIN, body: CreateDunningBlockBodySchema, answer: DunningBlockSchema }),
  liftBlock: endpoint({ method: 'POST', path: '/api/admin/dunning/blocks/:blockId/lift', access: ADMIN, params: DunningBlockParamsSchema, answer: DunningBlockSchema }),
};
