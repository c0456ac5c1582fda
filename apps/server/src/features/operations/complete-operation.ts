// Completes an operation (admin): only once a report was saved and not twice; a site-service
// stage (type 8) also needs its total work hours saved. The customer gets the stage's one
// "Arbeitsrapport" mail (PDF and link to /operation-report/{stageId}) unless it already went
// when the customer signed on site, or the admin switched these mails off (issue 27): queued in
// the same transaction (the route wraps this with the Idempotency-Key), sent after the commit.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPERATION_TEXTS, type CompleteOperationAnswer } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { stages, stageSignatures } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { conflict } from '../../plugins/errors';
import { customerRecipients } from '../../messages/stage-recipients';
import { reportMail } from '../../messages/report-mail';
import { notificationEnabled } from '../../messages/notification-settings';
import { assertNotInvoiced } from '../invoices/invoiced-stages';
import { bumpStageVersion, loadVisibleStage, lockStage } from '../stages/stage-access';

/** Runs in the transaction `tx`; the stage lock makes "not completed yet" hold until the commit. */
export async function completeOperation(
  app: FastifyInstance,
  tx: Db,
  session: Session,
  stageId: number,
  options: { publicUrl: string; company: Company; now: Date },
): Promise<CompleteOperationAnswer> {
  await lockStage(tx, stageId);
  const { row } = await loadVisibleStage(tx, session, stageId);
  const s = row.stage;
  if (!s.reportSavedAt) throw conflict(OPERATION_TEXTS.noReport);
  if (s.completedTime) throw conflict(OPERATION_TEXTS.alreadyCompleted);
  await assertNotInvoiced(tx, [stageId]);
  if (row.orderTypeId === SITE_SERVICE_TYPE_ID && !((s.workHours ?? 0) > 0)) throw conflict(OPERATION_TEXTS.workHoursMissing);
  const completedTime = options.now.toISOString();
  await tx.update(stages).set({ completedTime }).where(eq(stages.id, stageId));
  const [signed] = await tx.select({ stageId: stageSignatures.stageId }).from(stageSignatures).where(eq(stageSignatures.stageId, stageId)).limit(1);
  const mailed = !signed && (await notificationEnabled(tx, 'reportAvailable'));
  const recipients = mailed ? await customerRecipients(tx, row) : { to: [], cc: [] };
  const facts = { stageId, stageNumber: s.stageNumber, orderId: s.orderId, orderNumber: s.orderNumber || row.orderNumber, date: s.date, time: s.time, address: row.orderAddress };
  if (recipients.to.length > 0) await app.mailQueue.enqueue(tx, reportMail('completed', recipients, facts, options.publicUrl, options.company));
  // Last: the version lock it takes holds every other change until the commit.
  await bumpStageVersion(tx, stageId, options.now);
  return { stageId, completedTime, mailTo: [...recipients.to, ...recipients.cc] };
}
