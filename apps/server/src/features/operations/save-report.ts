// Saves the operation report of a stage (admin, or an operator assigned to it): report
// fields, hours/rating/comment per assigned person, images. Operators are refused when the
// report is incomplete (report-check.ts) or the stage is completed; admins are only warned
// and may still correct a completed stage. New image files are written to temporary names
// before the transaction (while reading the upload) and moved into place inside it; if the
// transaction fails they are removed again. An image id that exists on this stage is never stored twice. The damage
// e-mail is queued (mail_queue) in the same transaction and sent after the commit.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATION_TEXTS, type SaveReportAnswer } from '@tragkraft/sync-protocol';
import { images, stageAssignments, stages } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import type { IdempotentAnswer, IdempotentOutcome } from '../../plugins/idempotency';
import { customerRecipients, damageMail, flushLogged } from './customer-mails';
import { operationDetail } from './operation-detail';
import { reportFindings } from './report-check';
import type { ReportUpload } from './report-upload';
import { assignmentsOf, bumpStageVersion, loadVisibleStage } from '../stages/stage-access';

export interface SaveReportOptions {
  publicUrl: string;
  companyName: string;
  now: Date;
}

/** Pure checks of the upload that need no database. */
function checkUploadMatchesData(upload: ReportUpload): void {
  const described = new Set((upload.data.images ?? []).map((i) => i.id));
  for (const id of upload.files.keys()) {
    if (!described.has(id)) throw badRequest(`Zum Bild ${id} fehlen die Angaben in data.images.`);
  }
}

export function saveReport(
  app: FastifyInstance,
  request: FastifyRequest,
  stageId: number,
  upload: ReportUpload,
  options: SaveReportOptions,
): IdempotentOutcome<SaveReportAnswer> {
  const { db, storage } = app;
  const session = request.session;
  const { data, files } = upload;
  const now = options.now;
  const nowIso = now.toISOString();
  checkUploadMatchesData(upload);

  // The images were streamed to temporary files (report-upload.ts); the caller removes any left.
  const temps = new Map([...files.values()].map((f) => [f.id, f.tempFile]));
  const placed: string[] = [];

  const apply = (): IdempotentAnswer<SaveReportAnswer> => {
    const isAdmin = session.role === 'admin';
    const { row } = loadVisibleStage(db, session, stageId);
    const s = row.stage;
    if (!isAdmin && s.completedTime) throw conflict(OPERATION_TEXTS.alreadyCompleted);

    // Hours: only for people assigned to the stage (operators: and not declined).
    const team = assignmentsOf(db, [stageId]).get(stageId) ?? [];
    const byUser = new Map(team.map((a) => [a.userId, a]));
    const teamAfter = new Map(team.map((a) => [a.userId, { firstName: a.firstName, role: a.role, hours: a.hours, rating: a.rating }]));
    for (const entry of data.hours ?? []) {
      const member = byUser.get(entry.userId);
      if (!member || (!isAdmin && member.confirmation === false)) {
        throw badRequest(`Die Person ${entry.userId} ist diesem Einsatz nicht zugeteilt.`);
      }
      const after = teamAfter.get(entry.userId)!;
      if (entry.hours !== undefined) after.hours = entry.hours;
      if (entry.rating !== undefined) after.rating = entry.rating;
    }

    // Images: existing ones of this stage are updated, new ones need their file.
    const entries = data.images ?? [];
    const known = entries.length === 0 ? [] : db.select().from(images).where(inArray(images.id, entries.map((i) => i.id))).all();
    const knownById = new Map(known.map((i) => [i.id, i]));
    const visibleAfter = new Set(
      db.select({ id: images.id }).from(images).where(and(eq(images.stageId, stageId), isNull(images.deletedAt))).all().map((i) => i.id),
    );
    for (const entry of entries) {
      const found = knownById.get(entry.id);
      if (found && found.stageId !== stageId) throw conflict(`Das Bild ${entry.id} gehört zu einem anderen Einsatz.`);
      if (!found && !entry.deleted && !files.has(entry.id)) throw badRequest(`Zum Bild ${entry.id} fehlt die Datei.`);
      if (entry.deleted) visibleAfter.delete(entry.id);
      else if (!found) visibleAfter.add(entry.id);
    }

    const pick = <K extends 'truckArrivalTime' | 'damages' | 'general' | 'rating'>(key: K) => (data[key] !== undefined ? data[key] : s[key]);
    const report = {
      truckArrivalTime: pick('truckArrivalTime') ?? null,
      damages: pick('damages') ?? null,
      general: pick('general') ?? null,
      rating: pick('rating') ?? null,
      internal: isAdmin && data.internal !== undefined ? data.internal : s.internal,
      workHours: isAdmin && data.workHours !== undefined ? data.workHours : s.workHours,
    };
    const findings = reportFindings({
      typeId: row.orderTypeId,
      truckArrivalTime: report.truckArrivalTime,
      damages: report.damages,
      imageCount: visibleAfter.size,
      team: [...teamAfter.values()],
    });
    if (!isAdmin && findings.length > 0) {
      throw new AppError(400, 'validation', OPERATION_TEXTS.notSaved, { errors: findings });
    }

    // Writes.
    db.update(stages).set({ ...report, reportSavedAt: nowIso }).where(eq(stages.id, stageId)).run();
    for (const entry of data.hours ?? []) {
      const member = byUser.get(entry.userId)!;
      const changes: Partial<typeof stageAssignments.$inferInsert> = {};
      if (entry.hours !== undefined) changes.hours = entry.hours;
      if (entry.rating !== undefined) changes.rating = entry.rating;
      if (entry.comment !== undefined) changes.comment = entry.comment;
      if (isAdmin && entry.confirmation !== undefined && entry.confirmation !== member.confirmation) {
        changes.confirmation = entry.confirmation;
        changes.confirmationChangedAt = nowIso;
      }
      if (Object.keys(changes).length === 0) continue;
      db.update(stageAssignments)
        .set(changes)
        .where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, entry.userId)))
        .run();
    }
    const stored: string[] = [];
    const newDamage: string[] = [];
    for (const entry of entries) {
      const found = knownById.get(entry.id);
      if (found) {
        const changes: Partial<typeof images.$inferInsert> = {};
        if (entry.comment !== undefined) changes.comment = entry.comment;
        if (entry.damage !== undefined) changes.damage = entry.damage;
        if (entry.deleted && found.deletedAt === null) changes.deletedAt = nowIso;
        if (Object.keys(changes).length > 0) db.update(images).set(changes).where(eq(images.id, entry.id)).run();
        continue;
      }
      if (entry.deleted) continue; // a new image removed before saving is not stored
      const file = files.get(entry.id)!;
      const storagePath = storage.placeImage(temps.get(entry.id)!, stageId, entry.id, file.type.ext);
      temps.delete(entry.id);
      placed.push(storagePath);
      db.insert(images)
        .values({
          id: entry.id,
          stageId,
          storagePath,
          mimeType: file.type.mimeType,
          sizeBytes: file.sizeBytes,
          comment: entry.comment ?? '',
          damage: entry.damage ?? false,
          createdByUserId: session.userId,
        })
        .run();
      stored.push(entry.id);
      if (entry.damage) newDamage.push(entry.comment ?? '');
    }
    bumpStageVersion(db, stageId, now);

    const recipients = customerRecipients(db, row);
    const damageMailSent = newDamage.length > 0 && recipients.to.length > 0;
    if (damageMailSent) {
      const facts = { stageId, orderId: s.orderId, orderNumber: s.orderNumber || row.orderNumber, date: s.date, time: s.time, address: row.orderAddress };
      app.mailQueue.enqueue(db, damageMail(recipients, facts, newDamage, options.publicUrl, options.companyName));
    }
    const fresh = loadVisibleStage(db, session, stageId).row;
    return {
      statusCode: 200,
      body: {
        ids: stored,
        details: operationDetail(db, session, fresh, now),
        warnings: isAdmin ? findings : [],
        warningMessage: isAdmin && findings.length > 0 ? OPERATION_TEXTS.onlyWarning : null,
        damageMailSent,
      },
    };
  };

  let outcome: IdempotentOutcome<SaveReportAnswer>;
  try {
    outcome = app.idempotency.run(request, { data, files: [...files.values()].map((f) => ({ id: f.id, sha256: f.sha256 })).sort((a, b) => a.id.localeCompare(b.id)) }, apply);
  } catch (error) {
    // Files moved into place by a rolled-back transaction; keep any a stored row points to.
    for (const path of placed) {
      if (!db.select({ id: images.id }).from(images).where(eq(images.storagePath, path)).get()) storage.remove(path);
    }
    throw error;
  }
  if (!outcome.replayed && outcome.body.damageMailSent) flushLogged(app);
  return outcome;
}
