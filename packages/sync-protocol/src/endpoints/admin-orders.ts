// Endpoints of the server feature 'admin-orders' (apps/server/src/features/admin-orders/routes.ts):
// the admin's order lists, one order's detail and its edits.
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import {
  AdminOrderDetailSchema,
  AdminOrderIdParamsSchema,
  AdminOrderRowSchema,
  AdminUpdateOrderBodySchema,
  CancelOrderAnswerSchema,
  CancelOrderBodySchema,
  EditStagesBodySchema,
  OrderDocumentQuerySchema,
} from '../admin-orders';
import { endpoint, FILE } from './endpoint';

export const adminOrdersEndpoints = {
  // The three tabs of admin/orders: newest orders, next stages, past stages.
  listNew: endpoint({ method: 'GET', path: '/api/admin/orders/new', access: ADMIN, answer: Type.Array(AdminOrderRowSchema) }),
  listFuture: endpoint({ method: 'GET', path: '/api/admin/orders/future', access: ADMIN, answer: Type.Array(AdminOrderRowSchema) }),
  listPast: endpoint({ method: 'GET', path: '/api/admin/orders/past', access: ADMIN, answer: Type.Array(AdminOrderRowSchema) }),
  detail: endpoint({ method: 'GET', path: '/api/admin/order/:orderId', access: ADMIN, params: AdminOrderIdParamsSchema, answer: AdminOrderDetailSchema }),
  update: endpoint({ method: 'POST', path: '/api/admin/order/update', access: ADMIN, body: AdminUpdateOrderBodySchema, answer: AdminOrderDetailSchema }),
  // Cancels with a reason that is mailed to the client.
  cancel: endpoint({ method: 'POST', path: '/api/admin/order/cancel', access: ADMIN, body: CancelOrderBodySchema, answer: CancelOrderAnswerSchema }),
  // Adds an empty stage or removes one; answers the refreshed order.
  editStages: endpoint({ method: 'POST', path: '/api/admin/order/editstages', access: ADMIN, body: EditStagesBodySchema, answer: AdminOrderDetailSchema }),
  // The order confirmation, PDF by default or Word (?format=docx).
  orderDocument: endpoint({
    method: 'GET',
    path: '/api/admin/order/download-order-document/:orderId',
    access: ADMIN,
    params: AdminOrderIdParamsSchema,
    query: OrderDocumentQuerySchema,
    answer: FILE,
  }),
};
