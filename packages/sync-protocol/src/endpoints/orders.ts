// Endpoints of the server feature 'orders' (apps/server/src/features/orders/routes.ts).
import { CUSTOMER, SIGNED_IN } from '@tragkraft/domain';
import { BookedDatesAnswerSchema } from '../offers';
import { BookedDatesQuerySchema } from '../orders';
import { endpoint } from './endpoint';

export const ordersEndpoints = {
  bookedDates: endpoint({ method: 'GET', path: '/api/stage/bookedDates', access: ['client', 'admin'], query: BookedDatesQuerySchema, answer: BookedDatesAnswerSchema }),
  place: endpoint({ method: 'POST', path: '/api/order', access: ['client', 'admin'] }),
  future: endpoint({ method: 'GET', path: '/api/orders/future', access: CUSTOMER }),
  past: endpoint({ method: 'GET', path: '/api/orders/past', access: CUSTOMER }),
  detail: endpoint({ method: 'GET', path: '/api/orders/:id', access: CUSTOMER }),
  update: endpoint({ method: 'POST', path: '/api/orders/update', access: ['client'] }),
  orderDocument: endpoint({ method: 'GET', path: '/api/orders/download-order-document/:id', access: CUSTOMER }),
  projectPlan: endpoint({ method: 'GET', path: '/api/orders/generate-project-plan/:stageId', access: CUSTOMER }),
  stageDetails: endpoint({ method: 'GET', path: '/api/orders/stageDetails/:stageId', access: CUSTOMER }),
  rateStage: endpoint({ method: 'POST', path: '/api/orders/rate-stage/:stageId', access: ['client'] }),
  signStage: endpoint({ method: 'PATCH', path: '/api/orders/sign-stage/:stageId', access: ['client'] }),
  changeHours: endpoint({ method: 'POST', path: '/api/orders/change-hours', access: ['client'] }),
  image: endpoint({ method: 'GET', path: '/api/:kind/image/:id', access: SIGNED_IN }),
};
