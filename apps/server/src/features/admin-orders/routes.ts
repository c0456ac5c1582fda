import type { FastifyPluginAsync } from 'fastify';
import { adminOrdersEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { renderOrderConfirmationDocx } from '../../documents/order-confirmation-docx';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { DEFAULT_DAILY_CAPACITY, type DailyCapacity } from '../orders/capacity';
import { loadOrderDocument, orderConfirmationPdf } from '../orders/order-documents';
import { confirmationFileName } from '../../messages/order-confirmation-mail';
import { adminOrderDetail, findOrder } from './admin-order-detail';
import { adminUpdateOrder } from './admin-update-order';
import { cancelOrder } from './cancel-order';
import { editStages } from './edit-stages';
import { listAdminOrders } from './list-admin-orders';

export interface AdminOrderRoutesOptions {
  company: Company;
  /** Overrides of the daily capacity per service family (decision 004). */
  capacity?: Partial<DailyCapacity>;
}

export const adminOrderRoutes: FastifyPluginAsync<AdminOrderRoutesOptions> = async (app, { company, capacity: overrides }) => {
  const capacity: DailyCapacity = { ...DEFAULT_DAILY_CAPACITY, ...overrides };

  route(app, adminOrdersEndpoints.listNew, async () => listAdminOrders(app.db, 'new', new Date()));
  route(app, adminOrdersEndpoints.listFuture, async () => listAdminOrders(app.db, 'future', new Date()));
  route(app, adminOrdersEndpoints.listPast, async () => listAdminOrders(app.db, 'past', new Date()));

  route(app, adminOrdersEndpoints.detail, async (request) => adminOrderDetail(app.db, request.params.orderId));

  route(app, adminOrdersEndpoints.update, async (request) => {
    const answer = await adminUpdateOrder(app.db, app.customerMessages, request.session.userId, request.body, capacity, new Date());
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  route(app, adminOrdersEndpoints.cancel, async (request) => {
    const answer = await cancelOrder(app, request.session.userId, request.body, company, new Date());
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  route(app, adminOrdersEndpoints.editStages, async (request) => editStages(app.db, request.session.userId, request.body, new Date()));

  route(app, adminOrdersEndpoints.orderDocument, async (request, reply) => {
    const order = await findOrder(app.db, request.params.orderId);
    if (request.query.format === 'docx') {
      const docx = await renderOrderConfirmationDocx(company, await loadOrderDocument(app.db, order.id));
      return sendFile(reply, 'docx', confirmationFileName(order.id).replace(/\.pdf$/, '.docx'), docx);
    }
    return sendFile(reply, 'pdf', confirmationFileName(order.id), await orderConfirmationPdf(app.db, company, order.id));
  });
};
