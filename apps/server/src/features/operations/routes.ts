import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { operationsEndpoints } from '@tragkraft/sync-protocol';
import type { Company, Limits } from '../../config';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { projectPlanXlsx } from '../orders/order-documents';
import { loadVisibleStage } from '../stages/stage-access';
import { completeOperation } from './complete-operation';
import { listOperations } from './list-operations';
import { operationChanges } from './operation-changes';
import { loadOperationDetail } from './operation-detail';
import { removeUnstoredImages } from './report-images';
import { removeUnstoredSignature } from './report-signature';
import { readReportUpload } from './report-upload';
import { reportRequestIdentity, saveReport } from './save-report';
import { uploadSlots } from './upload-slots';

export const operationRoutes: FastifyPluginAsync<{ company: Company; publicUrl: string; limits: Limits }> = async (app, { company, publicUrl, limits }) => {
  // Multipart only for the routes of this plugin; the limits are given per request.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { attachFieldsToBody: false });
  const mailOptions = () => ({ publicUrl, company, now: new Date() });
  const slots = uploadSlots(limits);

  route(app, operationsEndpoints.future, async (request) => listOperations(app.db, request.session, 'future', new Date()));
  route(app, operationsEndpoints.past, async (request) => listOperations(app.db, request.session, 'past', new Date()));
  route(app, operationsEndpoints.pastLimited, async (request) => listOperations(app.db, request.session, 'past', new Date(), request.params.limit));

  route(app, operationsEndpoints.changes, async (request) => operationChanges(app.db, request.session, request.query.since ?? 0));

  route(app, operationsEndpoints.date, async (request, reply) => {
    const { row } = await loadVisibleStage(app.db, request.session, request.params.stageId);
    return reply.type('text/plain; charset=utf-8').send(row.stage.date ?? '');
  });

  route(app, operationsEndpoints.projectPlan, async (request, reply) => {
    const { row } = await loadVisibleStage(app.db, request.session, request.params.stageId);
    const xlsx = await projectPlanXlsx(app.db, company, row.stage.orderId);
    return sendFile(reply, 'xlsx', `Projektplan ${row.stage.orderId}.xlsx`, xlsx);
  });

  route(app, operationsEndpoints.detail, async (request) => loadOperationDetail(app.db, request.session, request.params.stageId, new Date()));

  route(app, operationsEndpoints.saveReport, async (request, reply) => {
    const { stageId } = request.params;
    await loadVisibleStage(app.db, request.session, stageId); // 404 before reading any upload
    const release = slots.take(request.session.userId); // 429/503 before reading any upload
    try {
      const upload = await readReportUpload(request, app.storage, limits);
      try {
        const outcome = await app.idempotency.run(request, reportRequestIdentity(upload), async (tx) => ({
          statusCode: 200,
          body: await saveReport(app, tx, request.session, stageId, upload, mailOptions()),
        }));
        if (!outcome.replayed) {
          // The signature file this save replaced, now that the new one is committed (a store
          // that fails now leaves an unused file behind, never a failed save).
          if (upload.signature?.replacedPath) await app.storage.remove(upload.signature.replacedPath).catch(() => undefined);
          flushLogged(app);
        }
        return app.idempotency.answer(reply, outcome);
      } catch (error) {
        // The save's own refusal is the answer; a store that cannot clean up now (unreachable)
        // leaves an unused file behind.
        await removeUnstoredImages(app.db, app.storage, upload).catch(() => undefined);
        await removeUnstoredSignature(app.db, app.storage, upload).catch(() => undefined);
        throw error;
      } finally {
        upload.discard();
      }
    } finally {
      release();
    }
  });

  route(app, operationsEndpoints.complete, async (request, reply) => {
    const outcome = await app.idempotency.run(request, request.body ?? null, async (tx) => ({
      statusCode: 200,
      body: await completeOperation(app, tx, request.session, request.params.stageId, mailOptions()),
    }));
    if (!outcome.replayed && outcome.body.mailTo.length > 0) flushLogged(app);
    return app.idempotency.answer(reply, outcome);
  });
};

/** Sends the queued mails now, without failing the caller (the queue retries later). */
function flushLogged(app: FastifyInstance): void {
  void app.mailQueue.flush().catch((error: unknown) => app.log.error({ err: error }, 'customer mail not sent'));
}
