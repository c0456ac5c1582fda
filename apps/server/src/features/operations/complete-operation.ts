// Completes an operation (admin): only once a report was saved and not twice; a site-service
// stage (type 8) also needs its total work hours saved. The customer is e-mailed the link to
// the operation report (/operation-report/{stageId}): queued in the same transaction (the
// route wraps this with the Idempotency-Key), sent by the route after the commit.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPERATION_TEXTS, type CompleteOperationAnswer } from '@tragkraft/sync-protocol';
import { stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { conflict } from '../../plugins/errors';
import { completionMail, customerRecipients } from './customer-mails';
import { bumpStageVersion, loadVisibleStage } from '../stages/stage-access';

export function completeOperation(
  app: FastifyInstance,
  session: Session,
  stageId: number,
  options: { publicUrl: string; companyName: string; now: Date },
): CompleteOperationAnswer {
  const { db } = app;
  const { row } = loadVisibleStage(db, session, stageId);
  const s = row.stage;
  if (!s.reportSavedAt) throw conflict(OPERATION_TEXTS.noReport);
  if (s.completedTime) throw conflict(OPERATION_TEXTS.alreadyCompleted);
  if (row.orderTypeId === SITE_SERVICE_TYPE_ID && !((s.workHours ?? 0) > 0)) throw conflict(OPERATION_TEXTS.workHoursMissing);
  const completedTime = options.now.toISOString();
  db.update(stages).set({ completedTime }).where(eq(stages.id, stageId)).run();
  bumpStageVersion(db, stageId, options.now);
  const recipients = customerRecipients(db, row);
  const facts = { stageId, orderId: s.orderId, orderNumber: s.orderNumber || row.orderNumber, date: s.date, time: s.time, address: row.orderAddress };
  if (recipients.to.length > 0) app.mailQueue.enqueue(db, completionMail(recipients, facts, options.publicUrl, options.companyName));
  return { stageId, completedTime, mailTo: [...recipients.to, ...recipients.cc] };
}
