// Payments import (issue 18, decision 019): camt files in, bookings on invoices out.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { paymentsEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { assignPayment } from './assign-payment';
import { importPayments } from './import-payments';
import { openInvoices } from './open-invoices';
import { readPaymentFiles } from './payment-upload';

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
};
