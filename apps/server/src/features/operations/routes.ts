import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import {
  CompleteOperationAnswerSchema,
  OperationChangesAnswerSchema,
  OperationChangesQuerySchema,
  OperationDetailSchema,
  OperationListAnswerSchema,
  OperationPastParamsSchema,
  OperationStageParamsSchema,
  SaveReportAnswerSchema,
} from '@tragkraft/sync-protocol';
import type { Company, Limits } from '../../config';
import { attachmentHeader } from '../../plugins/file-reply';
import { projectPlanXlsx } from '../orders/order-documents';
import { completeOperation } from './complete-operation';
import { listOperations } from './list-operations';
import { operationChanges } from './operation-changes';
import { loadOperationDetail } from './operation-detail';
import { readReportUpload } from './report-upload';
import { saveReport } from './save-report';
import { loadVisibleStage } from '../stages/stage-access';
import { uploadSlots } from './upload-slots';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const operationRoutes: FastifyPluginAsyncTypebox<{ company: Company; publicUrl: string; limits: Limits }> = async (app, { company, publicUrl, limits }) => {
  // Multipart only for the routes of this plugin; the limits are given per request.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { attachFieldsToBody: false });
  const mailOptions = () => ({ publicUrl, companyName: company.name, now: new Date() });
  const slots = uploadSlots(limits);

  app.get('/api/operation/future', { schema: { response: { 200: OperationListAnswerSchema } } }, async (request) =>
    listOperations(app.db, request.session, 'future', new Date()),
  );
  app.get('/api/operation/past', { schema: { response: { 200: OperationListAnswerSchema } } }, async (request) =>
    listOperations(app.db, request.session, 'past', new Date()),
  );
  app.get('/api/operation/past/:limit', {
    schema: { params: OperationPastParamsSchema, response: { 200: OperationListAnswerSchema } },
  }, async (request) => listOperations(app.db, request.session, 'past', new Date(), request.params.limit));

  app.get('/api/operation/changes', {
    schema: { querystring: OperationChangesQuerySchema, response: { 200: OperationChangesAnswerSchema } },
  }, async (request) => operationChanges(app.db, request.session, request.query.since ?? 0));

  app.get('/api/operation/date/:stageId', { schema: { params: OperationStageParamsSchema } }, async (request, reply) => {
    const { row } = loadVisibleStage(app.db, request.session, request.params.stageId);
    return reply.type('text/plain; charset=utf-8').send(row.stage.date ?? '');
  });

  app.get('/api/operation/generate-project-plan/:stageId', { schema: { params: OperationStageParamsSchema } }, async (request, reply) => {
    const { row } = loadVisibleStage(app.db, request.session, request.params.stageId);
    const xlsx = await projectPlanXlsx(app.db, company, row.stage.orderId);
    return reply.header('content-type', XLSX).header('content-disposition', attachmentHeader(`Projektplan ${row.stage.orderId}.xlsx`)).send(xlsx);
  });

  app.get('/api/operation/:stageId', { schema: { params: OperationStageParamsSchema, response: { 200: OperationDetailSchema } } }, async (request) =>
    loadOperationDetail(app.db, request.session, request.params.stageId, new Date()),
  );

  app.post('/api/operation/:stageId', { schema: { params: OperationStageParamsSchema, response: { 200: SaveReportAnswerSchema } } }, async (request, reply) => {
    const { stageId } = request.params;
    loadVisibleStage(app.db, request.session, stageId); // 404 before reading any upload
    const release = slots.take(request.session.userId); // 429/503 before reading any upload
    try {
      const upload = await readReportUpload(request, app.storage, limits);
      try {
        return app.idempotency.send(reply, saveReport(app, request, stageId, upload, mailOptions()));
      } finally {
        upload.discard();
      }
    } finally {
      release();
    }
  });

  app.put('/api/operation/:stageId/complete', {
    schema: { params: OperationStageParamsSchema, response: { 200: CompleteOperationAnswerSchema } },
  }, async (request, reply) => app.idempotency.send(reply, completeOperation(app, request, request.params.stageId, mailOptions())));
};
