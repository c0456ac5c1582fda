import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminOrderDetailSchema,
  AdminOrderIdParamsSchema,
  AdminOrderRowSchema,
  AdminUpdateOrderBodySchema,
  CancelOrderAnswerSchema,
  CancelOrderBodySchema,
  EditStagesBodySchema,
  OrderDocumentQuerySchema,
} from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { renderOrderConfirmationDocx } from '../../documents/order-confirmation-docx';
import { DEFAULT_DAILY_CAPACITY, type DailyCapacity } from '../orders/capacity';
import { attachmentHeader } from '../../plugins/file-reply';
import { loadOrderDocument, orderConfirmationPdf } from '../orders/order-documents';
import { confirmationFileName } from '../orders/order-mail';
import { adminOrderDetail, findOrder } from './admin-order-detail';
import { adminUpdateOrder } from './admin-update-order';
import { cancelOrder } from './cancel-order';
import { editStages } from './edit-stages';
import { listAdminOrders } from './list-admin-orders';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface AdminOrderRoutesOptions {
  company: Company;
  /** Overrides of the daily capacity per service family (decision 004). */
  capacity?: Partial<DailyCapacity>;
}

export const adminOrderRoutes: FastifyPluginAsyncTypebox<AdminOrderRoutesOptions> = async (app, { company, capacity: overrides }) => {
  const capacity: DailyCapacity = { ...DEFAULT_DAILY_CAPACITY, ...overrides };

  for (const kind of ['new', 'future', 'past'] as const) {
    app.get(`/api/admin/orders/${kind}`, { schema: { response: { 200: Type.Array(AdminOrderRowSchema) } } }, async () =>
      listAdminOrders(app.db, kind, new Date()),
    );
  }

  app.get('/api/admin/order/:orderId', { schema: { params: AdminOrderIdParamsSchema, response: { 200: AdminOrderDetailSchema } } }, async (request) =>
    adminOrderDetail(app.db, request.params.orderId),
  );

  app.post('/api/admin/order/update', { schema: { body: AdminUpdateOrderBodySchema, response: { 200: AdminOrderDetailSchema } } }, async (request) =>
    adminUpdateOrder(app.db, request.session.userId, request.body, capacity, new Date()),
  );

  app.post('/api/admin/order/cancel', { schema: { body: CancelOrderBodySchema, response: { 200: CancelOrderAnswerSchema } } }, async (request) => {
    const answer = cancelOrder(app, request.session.userId, request.body, company.name, new Date());
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  app.post('/api/admin/order/editstages', { schema: { body: EditStagesBodySchema, response: { 200: AdminOrderDetailSchema } } }, async (request) =>
    editStages(app.db, request.session.userId, request.body, new Date()),
  );

  app.get('/api/admin/order/download-order-document/:orderId', {
    schema: { params: AdminOrderIdParamsSchema, querystring: OrderDocumentQuerySchema },
  }, async (request, reply) => {
    const order = findOrder(app.db, request.params.orderId);
    if (request.query.format === 'docx') {
      const docx = await renderOrderConfirmationDocx(company, loadOrderDocument(app.db, order.id));
      const name = confirmationFileName(order.id).replace(/\.pdf$/, '.docx');
      return reply.header('content-type', DOCX).header('content-disposition', attachmentHeader(name)).send(docx);
    }
    const pdf = await orderConfirmationPdf(app.db, company, order.id);
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(confirmationFileName(order.id))).send(pdf);
  });
};
