// Endpoints of the server feature 'admin-orders' (apps/server/src/features/admin-orders/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const adminOrdersEndpoints = {
  listNew: endpoint({ method: 'GET', path: '/api/admin/orders/new', access: ADMIN }),
  listFuture: endpoint({ method: 'GET', path: '/api/admin/orders/future', access: ADMIN }),
  listPast: endpoint({ method: 'GET', path: '/api/admin/orders/past', access: ADMIN }),
  detail: endpoint({ method: 'GET', path: '/api/admin/order/:orderId', access: ADMIN }),
  update: endpoint({ method: 'POST', path: '/api/admin/order/update', access: ADMIN }),
  cancel: endpoint({ method: 'POST', path: '/api/admin/order/cancel', access: ADMIN }),
  editStages: endpoint({ method: 'POST', path: '/api/admin/order/editstages', access: ADMIN }),
  orderDocument: endpoint({ method: 'GET', path: '/api/admin/order/download-order-document/:orderId', access: ADMIN }),
};
