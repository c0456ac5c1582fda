// Payments import (issue 18, decision 019): camt files in, bookings on invoices out.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { paymentsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { assignPayment } from './assign-payment';
import { offsetCredit, refundCredit } from './credit-transfers';
import { importPayments } from './import-payments';
import { openInvoices } from './open-invoices';
import { paymentJournal } from './payment-journal';
import { readPaymentFiles } from './payment-upload';
import { ignorePayment, splitPayment, unassignPayment } from './payment-worklist';

export const paymentRoutes: FastifyPluginAsync<{ accounts: string[] }> = async (app, { accounts }) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { attachFieldsToBody: false });

  route(app, paymentsEndpoints.import, async (request, reply) => {
    const files = await readPaymentFiles(request);
    const answer = await importPayments(app.db, files, request.session.userId, accounts);
    // A refused file: 400 naming it, with what the other files booked.
    if (answer.failed.length > 0) reply.code(400);
    return answer;
  });

  route(app, paymentsEndpoints.openInvoices, async () => openInvoices(app.db));
  route(app, paymentsEndpoints.assign, async (request) => assignPayment(app.db, request.session.userId, request.body));
  route(app, paymentsEndpoints.journal, async (request) => paymentJournal(app.db, request.query));
  route(app, paymentsEndpoints.split, async (request) => splitPayment(app.db, request.session.userId, request.params.paymentId, request.body));
  route(app, paymentsEndpoints.ignore, async (request) => ignorePayment(app.db, request.session.userId, request.params.paymentId, request.body));
  route(app, paymentsEndpoints.unassign, async (request) => unassignPayment(app.db, request.session.userId, request.params.paymentId, new Date()));
  route(app, paymentsEndpoints.refund, async (request) => refundCredit(app.db, request.session.userId, request.params.invoiceId, request.body, new Date()));
  route(app, paymentsEndpoints.offset, async (request) => offsetCredit(app.db, request.session.userId, request.params.invoiceId, request.body, new Date()));
};
