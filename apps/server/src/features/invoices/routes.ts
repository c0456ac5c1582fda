// Invoices and the QR-bill, the spec's calls exactly (admin only, see the endpoint table).
// Files answer with Content-Disposition (the PWA takes the file name from it).
import type { FastifyPluginAsync } from 'fastify';
import { invoiceFileName } from '@tragkraft/domain';
import { invoicesEndpoints, QR_SAMPLE_FILE_NAME } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { checkCreditor } from '../../documents/qr-bill';
import { route } from '../../plugins/endpoint-route';
import { CONTENT_TYPES, sendFile } from '../../plugins/file-reply';
import { createInvoice } from './create-invoice';
import { serviceInvoiceData, stageInvoiceData } from './invoice-data';
import { invoiceDocx, invoicePdf } from './invoice-documents';
import { markAsPaid } from './invoice-state';
import { qrInfo, qrInvoicePdf, qrSamplePdf } from './qr-invoice';
import { INVOICE_PDF } from '../../messages/invoice-mail';
import { sendInvoice } from './send-invoice';

export interface InvoiceRoutesOptions {
  company: Company;
}

export const invoiceRoutes: FastifyPluginAsync<InvoiceRoutesOptions> = async (app, { company }) => {
  checkCreditor(company);
  app.mailQueue.registerAttachment(INVOICE_PDF, async (args) => {
    const pdf = await invoicePdf(app.db, company, Number(args.invoiceId));
    return { filename: pdf.fileName, contentType: CONTENT_TYPES.pdf, content: pdf.content };
  });

  route(app, invoicesEndpoints.stageInvoiceData, async (request) => stageInvoiceData(app.db, request.params.stageId));
  route(app, invoicesEndpoints.serviceInvoiceData, async (request) => serviceInvoiceData(app.db, request.params.orderId));

  route(app, invoicesEndpoints.create, async (request, reply) => {
    const { invoiceId } = await createInvoice(app.db, request.body, new Date());
    const pdf = await invoicePdf(app.db, company, invoiceId);
    reply.header('x-invoice-id', String(invoiceId));
    return sendFile(reply, 'pdf', pdf.fileName, pdf.content);
  });

  route(app, invoicesEndpoints.download, async (request, reply) => {
    const pdf = await invoicePdf(app.db, company, request.params.invoiceId);
    return sendFile(reply, 'pdf', pdf.fileName, pdf.content);
  });

  route(app, invoicesEndpoints.stageInvoiceDraft, async (request, reply) => {
    const docx = await invoiceDocx(app.db, company, { kind: 'stage', stageId: request.params.stageId });
    return sendFile(reply, 'docx', docx.fileName, docx.content);
  });
  route(app, invoicesEndpoints.serviceInvoiceDraft, async (request, reply) => {
    const docx = await invoiceDocx(app.db, company, { kind: 'service', orderId: request.params.orderId });
    return sendFile(reply, 'docx', docx.fileName, docx.content);
  });

  route(app, invoicesEndpoints.send, async (request) =>
    sendInvoice(app, company, request.body, new Date(), (clientName, number) => `${invoiceFileName(clientName, number)}.pdf`),
  );

  route(app, invoicesEndpoints.markAsPaid, async (request) => markAsPaid(app.db, request.params.invoiceId, request.session.userId, new Date(), request.body), {
    // The body (payment date and amount) came with issue 28: a call without one still means "today, what is open".
    preValidation: async (request) => {
      request.body ??= {};
    },
  });

  route(app, invoicesEndpoints.stageInvoiceInfo, async (request) => qrInfo(app.db, { kind: 'stage', stageId: request.params.stageId }));
  route(app, invoicesEndpoints.serviceInvoiceInfo, async (request) => qrInfo(app.db, { kind: 'service', orderId: request.params.orderId }));

  route(app, invoicesEndpoints.qrInvoice, async (request, reply) => {
    const pdf = await qrInvoicePdf(app.db, company, request.body);
    return sendFile(reply, 'pdf', pdf.fileName, pdf.content);
  });
  route(app, invoicesEndpoints.qrInvoiceSample, async (_request, reply) => sendFile(reply, 'pdf', QR_SAMPLE_FILE_NAME, await qrSamplePdf(company)));
};
