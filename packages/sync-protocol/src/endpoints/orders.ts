// Endpoints of the server feature 'orders' (apps/server/src/features/orders/routes.ts).
import { Type } from 'typebox';
import { CUSTOMER, SIGNED_IN } from '@tragkraft/domain';
import { BookedDatesAnswerSchema, BookedDatesQuerySchema, ChangeHoursAnswerSchema, ChangeHoursBodySchema, ClientOrderRowSchema, ImageParamsSchema, OrderDetailSchema, OrderIdParamsSchema, PlaceOrderAnswerSchema, PlaceOrderBodySchema, RateStageAnswerSchema, RateStageBodySchema, SignStageAnswerSchema, StageDetailSchema, StageIdParamsSchema, UpdateOrderBodySchema } from '../orders';
import { endpoint, FILE } from './endpoint';

export const ordersEndpoints = {
  // Days fully booked for the service's capacity family (without typeId: the floor-based one).
  bookedDates: endpoint({ method: 'GET', path: '/api/stage/bookedDates', access: ['client', 'admin'], query: BookedDatesQuerySchema, answer: BookedDatesAnswerSchema }),
  // Turns a calculation into an order with dated stages (an admin: for the calculation's client).
  place: endpoint({ method: 'POST', path: '/api/order', access: ['client', 'admin'], body: PlaceOrderBodySchema, answer: PlaceOrderAnswerSchema }),
  future: endpoint({ method: 'GET', path: '/api/orders/future', access: CUSTOMER, answer: Type.Array(ClientOrderRowSchema) }),
  past: endpoint({ method: 'GET', path: '/api/orders/past', access: CUSTOMER, answer: Type.Array(ClientOrderRowSchema) }),
  detail: endpoint({ method: 'GET', path: '/api/orders/:id', access: CUSTOMER, params: OrderIdParamsSchema, answer: OrderDetailSchema }),
  update: endpoint({ method: 'POST', path: '/api/orders/update', access: ['client'], body: UpdateOrderBodySchema, answer: OrderDetailSchema }),
  orderDocument: endpoint({ method: 'GET', path: '/api/orders/download-order-document/:id', access: CUSTOMER, params: OrderIdParamsSchema, answer: FILE }),
  // The Excel project plan of the order the stage belongs to.
  projectPlan: endpoint({ method: 'GET', path: '/api/orders/generate-project-plan/:stageId', access: CUSTOMER, params: StageIdParamsSchema, answer: FILE }),
  // The operation report of a stage (hours, images, rating, sign-off).
  stageDetails: endpoint({ method: 'GET', path: '/api/orders/stageDetails/:stageId', access: CUSTOMER, params: StageIdParamsSchema, answer: StageDetailSchema }),
  rateStage: endpoint({
    method: 'POST',
    path: '/api/orders/rate-stage/:stageId',
    access: ['client'],
    params: StageIdParamsSchema,
    body: RateStageBodySchema,
    answer: RateStageAnswerSchema,
  }),
  signStage: endpoint({ method: 'PATCH', path: '/api/orders/sign-stage/:stageId', access: ['client'], params: StageIdParamsSchema, answer: SignStageAnswerSchema }),
  changeHours: endpoint({ method: 'POST', path: '/api/orders/change-hours', access: ['client'], body: ChangeHoursBodySchema, answer: ChangeHoursAnswerSchema }),
  // A stored image (operation report photo), shown inline; who may see it is checked per image.
  image: endpoint({ method: 'GET', path: '/api/:kind/image/:id', access: SIGNED_IN, params: ImageParamsSchema, answer: FILE }),
  // The work report ("Arbeitsrapport") as PDF and the on-site signature image (PNG): admins,
  // client users of the order's company and the stage's staff; checked per stage.
  reportPdf: endpoint({ method: 'GET', path: '/api/orders/report-pdf/:stageId', access: SIGNED_IN, params: StageIdParamsSchema, answer: FILE }),
  reportSignature: endpoint({ method: 'GET', path: '/api/orders/report-signature/:stageId', access: SIGNED_IN, params: StageIdParamsSchema, answer: FILE }),
};
