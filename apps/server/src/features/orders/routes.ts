import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { zurichToday } from '@tragkraft/domain';
import {
  BookedDatesAnswerSchema,
  BookedDatesQuerySchema,
  ChangeHoursAnswerSchema,
  ChangeHoursBodySchema,
  ClientOrderRowSchema,
  ImageParamsSchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  PlaceOrderAnswerSchema,
  PlaceOrderBodySchema,
  RateStageAnswerSchema,
  RateStageBodySchema,
  SignStageAnswerSchema,
  StageDetailSchema,
  StageIdParamsSchema,
  UpdateOrderBodySchema,
} from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { DEFAULT_DAILY_CAPACITY, familyOf, fullyBookedDays, type DailyCapacity } from './capacity';
import { changeHours } from './change-hours';
import { getOrder } from './get-order';
import { listClientOrders } from './list-orders';
import { attachmentHeader } from '../../plugins/file-reply';
import { orderConfirmationPdf, projectPlanXlsx } from './order-documents';
import { confirmationFileName, ORDER_CONFIRMATION_PDF } from './order-mail';
import { findOwnOrder, findOwnStage } from './ownership';
import { placeOrder } from './place-order';
import { rateStage } from './rate-stage';
import { readImage } from './read-image';
import { signStage } from './sign-stage';
import { stageDetails } from './stage-details';
import { updateOrder } from './update-order';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface OrderRoutesOptions {
  company: Company;
  dataDir: string;
  /** Overrides of the daily capacity per service family (decision 004). */
  capacity?: Partial<DailyCapacity>;
  /** Dated stages from today on that one client company may hold (decision 012). */
  openBookedDaysPerClient: number;
}

export const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, { company, dataDir, capacity: overrides, openBookedDaysPerClient }) => {
  const capacity: DailyCapacity = { ...DEFAULT_DAILY_CAPACITY, ...overrides };
  app.mailQueue.registerAttachment(ORDER_CONFIRMATION_PDF, async (args) => ({
    filename: confirmationFileName(Number(args.orderId)),
    contentType: 'application/pdf',
    content: await orderConfirmationPdf(app.db, company, Number(args.orderId)),
  }));

  app.get('/api/stage/bookedDates', { schema: { querystring: BookedDatesQuerySchema, response: { 200: BookedDatesAnswerSchema } } }, async (request) =>
    fullyBookedDays(app.db, familyOf(request.query.typeId ?? 1), zurichToday(new Date()), capacity),
  );

  app.post('/api/order', { schema: { body: PlaceOrderBodySchema, response: { 200: PlaceOrderAnswerSchema } } }, async (request) => {
    const answer = placeOrder(app, { session: request.session, body: request.body, now: new Date(), capacity, company, openBookedDaysPerClient });
    // The mail is stored with the order; sending it must not hold up or fail the answer.
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  for (const when of ['future', 'past'] as const) {
    app.get(`/api/orders/${when}`, { schema: { response: { 200: Type.Array(ClientOrderRowSchema) } } }, async (request) =>
      listClientOrders(app, request.session, when, new Date()),
    );
  }

  app.get('/api/orders/:id', { schema: { params: OrderIdParamsSchema, response: { 200: OrderDetailSchema } } }, async (request) =>
    getOrder(app, request.session, request.params.id, new Date()),
  );

  app.post('/api/orders/update', { schema: { body: UpdateOrderBodySchema, response: { 200: OrderDetailSchema } } }, async (request) =>
    updateOrder(app, { session: request.session, body: request.body, now: new Date(), capacity, openBookedDaysPerClient }),
  );

  app.get('/api/orders/download-order-document/:id', { schema: { params: OrderIdParamsSchema } }, async (request, reply) => {
    const order = findOwnOrder(app.db, request.session, request.params.id);
    const pdf = await orderConfirmationPdf(app.db, company, order.id);
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(confirmationFileName(order.id))).send(pdf);
  });

  app.get('/api/orders/generate-project-plan/:stageId', { schema: { params: StageIdParamsSchema } }, async (request, reply) => {
    const { order } = findOwnStage(app.db, request.session, request.params.stageId);
    const xlsx = await projectPlanXlsx(app.db, company, order.id);
    return reply.header('content-type', XLSX).header('content-disposition', attachmentHeader(`Projektplan ${order.id}.xlsx`)).send(xlsx);
  });

  app.get('/api/orders/stageDetails/:stageId', { schema: { params: StageIdParamsSchema, response: { 200: StageDetailSchema } } }, async (request) =>
    stageDetails(app, request.session, request.params.stageId),
  );

  app.post('/api/orders/rate-stage/:stageId', {
    schema: { params: StageIdParamsSchema, body: RateStageBodySchema, response: { 200: RateStageAnswerSchema } },
  }, async (request) => rateStage(app, request.session, request.params.stageId, request.body));

  app.patch('/api/orders/sign-stage/:stageId', { schema: { params: StageIdParamsSchema, response: { 200: SignStageAnswerSchema } } }, async (request) =>
    signStage(app, request.session, request.params.stageId, new Date()),
  );

  app.post('/api/orders/change-hours', { schema: { body: ChangeHoursBodySchema, response: { 200: ChangeHoursAnswerSchema } } }, async (request) =>
    changeHours(app, request.session, request.body, new Date()),
  );

  app.get('/api/:kind/image/:id', { schema: { params: ImageParamsSchema } }, async (request, reply) => {
    const file = await readImage(app, request.session, dataDir, request.params.kind, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
