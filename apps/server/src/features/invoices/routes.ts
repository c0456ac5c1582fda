// Invoices and the QR-bill, the spec's calls exactly (admin only, see the endpoint table).
// Files answer with Content-Disposition (the PWA takes the file name from it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceFileName } from '@tragkraft/domain';
import {
  CreateInvoiceBodySchema,
  InvoiceIdParamsSchema,
  InvoiceOrderParamsSchema,
  InvoiceStageParamsSchema,
  InvoiceStateSchema,
  QR_SAMPLE_FILE_NAME,
  QrInfoSchema,
  QrInvoiceBodySchema,
  SendInvoiceBodySchema,
  ServiceInvoiceDataSchema,
  StageInvoiceDataSchema,
} from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { checkCreditor } from '../../documents/qr-bill';
import { attachmentHeader } from '../../plugins/file-reply';
import { createInvoice } from './create-invoice';
import { serviceInvoiceData, stageInvoiceData } from './invoice-data';
import { DOCX, invoiceDocx, invoicePdf, PDF } from './invoice-documents';
import { markAsPaid } from './invoice-state';
import { qrInfo, qrInvoicePdf, qrSamplePdf } from './qr-invoice';
import { INVOICE_PDF, sendInvoice } from './send-invoice';

export interface InvoiceRoutesOptions {
  company: Company;
}

export const invoiceRoutes: FastifyPluginAsyncTypebox<InvoiceRoutesOptions> = async (app, { company }) => {
  checkCreditor(company);
  app.mailQueue.registerAttachment(INVOICE_PDF, async (args) => {
    const pdf = await invoicePdf(app.db, company, Number(args.invoiceId));
    return { filename: pdf.fileName, contentType: PDF, content: pdf.content };
  });
  const file = (content: Buffer, fileName: string, type: string) => ({ content, headers: { 'content-type': type, 'content-disposition': attachmentHeader(fileName) } });

  app.get('/api/admin/order/invoice-data/:stageId', { schema: { params: InvoiceStageParamsSchema, response: { 200: StageInvoiceDataSchema } } }, async (request) =>
    stageInvoiceData(app.db, request.params.stageId),
  );
  app.get('/api/admin/order/invoice-data/service/:orderId', { schema: { params: InvoiceOrderParamsSchema, response: { 200: ServiceInvoiceDataSchema } } }, async (request) =>
    serviceInvoiceData(app.db, request.params.orderId),
  );

  app.post('/api/admin/create-invoice', { schema: { body: CreateInvoiceBodySchema } }, async (request, reply) => {
    const { invoiceId } = createInvoice(app.db, request.body, new Date());
    const pdf = await invoicePdf(app.db, company, invoiceId);
    const answer = file(pdf.content, pdf.fileName, PDF);
    return reply.headers(answer.headers).header('x-invoice-id', String(invoiceId)).send(answer.content);
  });

  app.get('/api/admin/download-invoice/:invoiceId', { schema: { params: InvoiceIdParamsSchema } }, async (request, reply) => {
    const pdf = await invoicePdf(app.db, company, request.params.invoiceId);
    const answer = file(pdf.content, pdf.fileName, PDF);
    return reply.headers(answer.headers).send(answer.content);
  });

  app.get('/api/admin/order/generate-invoice/:stageId', { schema: { params: InvoiceStageParamsSchema } }, async (request, reply) => {
    const docx = await invoiceDocx(app.db, company, { kind: 'stage', stageId: request.params.stageId });
    const answer = file(docx.content, docx.fileName, DOCX);
    return reply.headers(answer.headers).send(answer.content);
  });
  app.get('/api/admin/order/generate-invoice/service/:orderId', { schema: { params: InvoiceOrderParamsSchema } }, async (request, reply) => {
    const docx = await invoiceDocx(app.db, company, { kind: 'service', orderId: request.params.orderId });
    const answer = file(docx.content, docx.fileName, DOCX);
    return reply.headers(answer.headers).send(answer.content);
  });

  app.post('/api/admin/send-invoice', { schema: { body: SendInvoiceBodySchema, response: { 200: InvoiceStateSchema } } }, async (request) =>
    sendInvoice(app, company, request.body, new Date(), (clientName, number) => `${invoiceFileName(clientName, number)}.pdf`),
  );

  app.put('/api/admin/mark-as-paid/:invoiceId', { schema: { params: InvoiceIdParamsSchema, response: { 200: InvoiceStateSchema } } }, async (request) =>
    markAsPaid(app.db, request.params.invoiceId, new Date()),
  );

  app.get('/api/admin/order/invoice-info/:stageId', { schema: { params: InvoiceStageParamsSchema, response: { 200: QrInfoSchema } } }, async (request) =>
    qrInfo(app.db, { kind: 'stage', stageId: request.params.stageId }),
  );
  app.get('/api/admin/order/invoice-info/service/:orderId', { schema: { params: InvoiceOrderParamsSchema, response: { 200: QrInfoSchema } } }, async (request) =>
    qrInfo(app.db, { kind: 'service', orderId: request.params.orderId }),
  );

  app.post('/api/admin/qr-invoice', { schema: { body: QrInvoiceBodySchema } }, async (request, reply) => {
    const pdf = await qrInvoicePdf(app.db, company, request.body);
    const answer = file(pdf.content, pdf.fileName, PDF);
    return reply.headers(answer.headers).send(answer.content);
  });
  app.get('/api/admin/qr-invoice', async (_request, reply) => {
    const answer = file(await qrSamplePdf(company), QR_SAMPLE_FILE_NAME, PDF);
    return reply.headers(answer.headers).send(answer.content);
  });
};
