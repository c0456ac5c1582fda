// Completes an operation (admin): only once a report was saved and not twice; a site-service
// stage (type 8) also needs its total work hours saved. The customer is e-mailed the link to
// the operation report (/operation-report/{stageId}): queued in the same transaction, sent
// after the commit.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATION_TEXTS, type CompleteOperationAnswer } from '@tragkraft/sync-protocol';
import { stages } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import type { IdempotentOutcome } from '../../plugins/idempotency';
import { completionMail, customerRecipients, flushLogged } from './customer-mails';
import { bumpStageVersion, loadVisibleStage } from '../stages/stage-access';

export function completeOperation(
  app: FastifyInstance,
  request: FastifyRequest,
  stageId: number,
  options: { publicUrl: string; companyName: string; now: Date },
): IdempotentOutcome<CompleteOperationAnswer> {
  const { db } = app;
  const outcome = app.idempotency.run(request, request.body ?? null, () => {
    const { row } = loadVisibleStage(db, request.session, stageId);
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
    return { statusCode: 200, body: { stageId, completedTime, mailTo: [...recipients.to, ...recipients.cc] } };
  });
  if (!outcome.replayed && outcome.body.mailTo.length > 0) flushLogged(app);
  return outcome;
}
