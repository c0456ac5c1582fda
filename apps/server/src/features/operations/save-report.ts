// Saves the operation report of a stage (admin, or an operator assigned to it): report
// fields, hours/rating/comment per assigned person, images. Runs inside one transaction (the
// route wraps it with the Idempotency-Key): plan and checks first (report-plan.ts), then the
// writes (report-writes.ts) and the images (report-images.ts). The damage e-mail is queued
// (mail_queue) in the same transaction; the route sends it after the commit.
import type { FastifyInstance } from 'fastify';
import { OPERATION_TEXTS, type SaveReportAnswer } from '@tragkraft/sync-protocol';
import type { Session } from '../../plugins/auth';
import { bumpStageVersion, loadVisibleStage } from '../stages/stage-access';
import { customerRecipients, damageMail } from './customer-mails';
import { operationDetail } from './operation-detail';
import { storeImages } from './report-images';
import { planReport } from './report-plan';
import type { ReportUpload } from './report-upload';
import { writeReport } from './report-writes';

export interface SaveReportOptions {
  publicUrl: string;
  companyName: string;
  now: Date;
}

export function saveReport(app: FastifyInstance, session: Session, stageId: number, upload: ReportUpload, options: SaveReportOptions): SaveReportAnswer {
  const { db } = app;
  const { now } = options;
  const nowIso = now.toISOString();
  const plan = planReport(db, session, stageId, upload.data, new Set(upload.files.keys()));
  writeReport(db, plan, upload.data.hours, nowIso);
  const stored = storeImages(db, app.storage, plan, upload, session.userId, nowIso);
  bumpStageVersion(db, stageId, now);

  const { row } = plan;
  const s = row.stage;
  const recipients = customerRecipients(db, row);
  const damageMailSent = stored.newDamage.length > 0 && recipients.to.length > 0;
  if (damageMailSent) {
    const facts = { stageId, orderId: s.orderId, orderNumber: s.orderNumber || row.orderNumber, date: s.date, time: s.time, address: row.orderAddress };
    app.mailQueue.enqueue(db, damageMail(recipients, facts, stored.newDamage, options.publicUrl, options.companyName));
  }
  const fresh = loadVisibleStage(db, session, stageId).row;
  const { isAdmin, findings } = plan;
  return {
    ids: stored.ids,
    details: operationDetail(db, session, fresh, now),
    warnings: isAdmin ? findings : [],
    warningMessage: isAdmin && findings.length > 0 ? OPERATION_TEXTS.onlyWarning : null,
    damageMailSent,
  };
}

/** What identifies a report save besides method and path, for its Idempotency-Key. */
export function reportRequestIdentity(upload: ReportUpload): unknown {
  const files = [...upload.files.values()].map((f) => ({ id: f.id, sha256: f.sha256 })).sort((a, b) => a.id.localeCompare(b.id));
  return { data: upload.data, files };
}
