// The work report PDF of a stage (download and e-mail attachment): loads the stage with its
// order, team, images and signature and renders it. Callers check access first
// (report-access.ts); the mail queue renders it when the mail is sent.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { images, stages } from '../../db/schema';
import { buildWorkReport, WORK_REPORT_MAX_PHOTOS, type WorkReport } from '../../documents/work-report-model';
import { renderWorkReportPdf } from '../../documents/work-report-pdf';
import { embeddableInPdf } from '../../documents/pdf-image-bounds';
import { AppError, notFound } from '../../plugins/errors';
import { readStored, type Storage } from '../../plugins/storage-contract';
import { storedSignature } from '../stages/stage-signature';
import { assignmentsOf, stageRows } from '../stages/stage-access';

/** The stored file, or null when it is gone (a report still renders without it); an unreachable store fails (503). */
async function readStoredOrNull(storage: Storage, storagePath: string): Promise<Buffer | null> {
  try {
    return await readStored(storage, storagePath);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function loadWorkReport(db: Db, storage: Storage, stageId: number, now: Date): Promise<WorkReport> {
  const [row] = await stageRows(db).where(eq(stages.id, stageId)).limit(1);
  if (!row) throw notFound();
  const s = row.stage;
  const [stageCount] = await db.select({ n: count() }).from(stages).where(eq(stages.orderId, s.orderId));
  const team = (await assignmentsOf(db, [stageId])).get(stageId) ?? [];
  const stageImages = await db
    .select()
    .from(images)
    .where(and(eq(images.stageId, stageId), isNull(images.deletedAt)))
    .orderBy(desc(images.damage), asc(images.createdAt), asc(images.id));
  // pdfkit embeds JPEG and PNG; a WebP photo (or a huge PNG) is counted but not shown.
  const photos: { content: Buffer; comment: string }[] = [];
  for (const photo of stageImages) {
    if (photos.length === WORK_REPORT_MAX_PHOTOS) break;
    if (photo.mimeType !== 'image/jpeg' && photo.mimeType !== 'image/png') continue;
    const content = await readStoredOrNull(storage, photo.storagePath);
    if (content && embeddableInPdf(photo.mimeType, content)) photos.push({ content, comment: photo.comment });
  }
  const signed = await storedSignature(db, stageId);
  const stored = signed ? await readStoredOrNull(storage, signed.storagePath) : null;
  // A signature stored before the upload bound (4'000 × 4'000, 16 bits) is named, not decoded.
  const signatureContent = stored && embeddableInPdf('image/png', stored) ? stored : null;
  return buildWorkReport({
    orderId: s.orderId,
    stageNumber: s.stageNumber,
    stagesCount: stageCount?.n ?? 1,
    typeId: row.orderTypeId,
    orderNumber: s.orderNumber || row.orderNumber,
    date: s.date,
    time: s.time,
    address: row.orderAddress,
    clientName: row.clientName,
    truckArrivalTime: s.truckArrivalTime,
    general: s.general,
    damages: s.damages,
    workHours: s.workHours,
    team,
    damageNotes: stageImages.filter((i) => i.damage).map((i) => i.comment),
    photos,
    photoCount: stageImages.length,
    signature: signed ? { content: signatureContent, signerName: signed.signerName, signedAt: signed.signedAt, remark: signed.remark } : null,
    now,
  });
}

export async function workReportPdf(db: Db, storage: Storage, company: Company, stageId: number, now = new Date()): Promise<{ fileName: string; content: Buffer }> {
  const report = await loadWorkReport(db, storage, stageId, now);
  return { fileName: report.fileName, content: await renderWorkReportPdf(company, report) };
}
