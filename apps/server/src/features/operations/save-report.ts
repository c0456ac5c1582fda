// Saves the operation report of a stage (admin, or an operator assigned to it): report
// fields, hours/rating/comment per assigned person, images. Runs inside one transaction (the
// route wraps it with the Idempotency-Key): plan and checks first (report-plan.ts), then the
// writes (report-writes.ts), the images (report-images.ts) and the on-site signature
// (report-signature.ts). At most one customer mail is queued (mail_queue) in the same
// transaction, the route sends it after the commit: a new signature queues the signed
// Arbeitsrapport (new damage told in it), else new damage the damage mail (decision 023). A
// report without signature is mailed once, when the office completes the stage (issue 27).
import type { FastifyInstance } from 'fastify';
import { OPERATION_TEXTS, type SaveReportAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import type { Session } from '../../plugins/auth';
import { assertNotInvoiced } from '../invoices/invoiced-stages';
import { bumpStageVersion, loadVisibleStage, lockStage } from '../stages/stage-access';
import { damageMail } from '../../messages/damage-mail';
import { customerRecipients } from '../../messages/stage-recipients';
import { operationDetail } from './operation-detail';
import { storeImages } from './report-images';
import { notificationEnabled } from '../../messages/notification-settings';
import { reportMail } from '../../messages/report-mail';
import { storeSignature } from './report-signature';
import { planReport } from './report-plan';
import type { Company } from '../../config';
import type { ReportUpload } from './report-upload';
import { writeReport } from './report-writes';

export interface SaveReportOptions {
  publicUrl: string;
  company: Company;
  now: Date;
}

/** Runs in the transaction `tx` (all reads and writes on it, so a replay answers the stored answer). */
export async function saveReport(
  app: FastifyInstance,
  tx: Db,
  session: Session,
  stageId: number,
  upload: ReportUpload,
  options: SaveReportOptions,
): Promise<SaveReportAnswer> {
  const { now } = options;
  const nowIso = now.toISOString();
  await lockStage(tx, stageId);
  const plan = await planReport(tx, session, stageId, upload.data, new Set(upload.files.keys()));
  await assertNotInvoiced(tx, [stageId]);
  await writeReport(tx, plan, upload.data.hours, nowIso);
  const stored = await storeImages(tx, app.storage, plan, upload, session.userId, nowIso);
  const { row } = plan;
  const signature = await storeSignature(tx, app.storage, row, upload.data.signature, upload.signature, session.userId, now);

  const s = row.stage;
  const recipients = await customerRecipients(tx, row);
  const facts = { stageId, orderId: s.orderId, orderNumber: s.orderNumber || row.orderNumber, date: s.date, time: s.time, address: row.orderAddress, stageNumber: s.stageNumber };
  const damageMailSent = stored.newDamage.length > 0 && recipients.to.length > 0;
  if (recipients.to.length > 0) {
    const { publicUrl, company } = options;
    // "Arbeitsrapport" mails follow the admin's switch (decision 025); the damage mail is the spec's and always goes.
    const reportMails = await notificationEnabled(tx, 'reportAvailable');
    if (signature && reportMails) await app.mailQueue.enqueue(tx, reportMail('signed', recipients, { ...facts, signature, newDamage: stored.newDamage }, publicUrl, company));
    else if (damageMailSent) await app.mailQueue.enqueue(tx, damageMail(recipients, facts, stored.newDamage, publicUrl, company));
  }
  // Last of the writes: the version lock it takes holds every other change until the commit.
  await bumpStageVersion(tx, stageId, now);
  const fresh = (await loadVisibleStage(tx, session, stageId)).row;
  const { isAdmin, findings } = plan;
  return {
    ids: stored.ids,
    details: await operationDetail(tx, session, fresh, now),
    warnings: isAdmin ? findings : [],
    warningMessage: isAdmin && findings.length > 0 ? OPERATION_TEXTS.onlyWarning : null,
    damageMailSent,
  };
}

/** What identifies a report save besides method and path, for its Idempotency-Key. */
export function reportRequestIdentity(upload: ReportUpload): unknown {
  const files = [...upload.files.values()].map((f) => ({ id: f.id, sha256: f.sha256 })).sort((a, b) => a.id.localeCompare(b.id));
  // Without a signature the identity stays as before it existed (keys stored then still replay).
  return { data: upload.data, files, ...(upload.signature ? { signature: upload.signature.sha256 } : {}) };
}
