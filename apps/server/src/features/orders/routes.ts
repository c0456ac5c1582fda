import type { FastifyPluginAsync } from 'fastify';
import { zurichToday } from '@tragkraft/domain';
import { ordersEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import { notFound } from '../../plugins/errors';
import { route } from '../../plugins/endpoint-route';
import { sendFile, sendInlineImage } from '../../plugins/file-reply';
import { WORK_REPORT_PDF } from '../../messages/report-mail';
import { storedSignature } from '../stages/stage-signature';
import { DEFAULT_DAILY_CAPACITY, familyOf, fullyBookedDays, type DailyCapacity } from './capacity';
import { changeHours } from './change-hours';
import { getOrder } from './get-order';
import { listClientOrders } from './list-orders';
import { orderConfirmationPdf, projectPlanXlsx } from './order-documents';
import { confirmationFileName, ORDER_CONFIRMATION_PDF } from '../../messages/order-confirmation-mail';
import { findOwnOrder, findOwnStage } from './ownership';
import { placeOrder } from './place-order';
import { rateStage } from './rate-stage';
import { loadReportStage } from './report-access';
import { readImage } from './read-image';
import { signStage } from './sign-stage';
import { stageDetails } from './stage-details';
import { updateOrder } from './update-order';
import { workReportPdf } from './work-report';

export interface OrderRoutesOptions {
  company: Company;
  /** Overrides of the daily capacity per service family (decision 004). */
  capacity?: Partial<DailyCapacity>;
  /** Dated stages from today on that one client company may hold (decision 012). */
  openBookedDaysPerClient: number;
}

export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, { company, capacity: overrides, openBookedDaysPerClient }) => {
  const capacity: DailyCapacity = { ...DEFAULT_DAILY_CAPACITY, ...overrides };
  app.mailQueue.registerAttachment(ORDER_CONFIRMATION_PDF, async (args) => ({
    filename: confirmationFileName(Number(args.orderId)),
    contentType: 'application/pdf',
    content: await orderConfirmationPdf(app.db, company, Number(args.orderId)),
  }));
  // The work report attached to the signed report's mail, rendered from the stage when sent.
  app.mailQueue.registerAttachment(WORK_REPORT_PDF, async (args) => {
    const { fileName, content } = await workReportPdf(app.db, app.storage, company, Number(args.stageId));
    return { filename: fileName, contentType: 'application/pdf', content };
  });

  route(app, ordersEndpoints.bookedDates, async (request) =>
    fullyBookedDays(app.db, request.query.typeId === undefined ? 'floor' : familyOf(request.query.typeId), zurichToday(new Date()), capacity),
  );

  route(app, ordersEndpoints.place, async (request) => {
    const answer = await placeOrder(app, { session: request.session, body: request.body, now: new Date(), capacity, openBookedDaysPerClient });
    // The mail is stored with the order; sending it must not hold up or fail the answer.
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  route(app, ordersEndpoints.future, async (request) => listClientOrders(app, request.session, 'future', new Date()));
  route(app, ordersEndpoints.past, async (request) => listClientOrders(app, request.session, 'past', new Date()));

  route(app, ordersEndpoints.detail, async (request) => getOrder(app, request.session, request.params.id, new Date()));

  route(app, ordersEndpoints.update, async (request) => {
    const answer = await updateOrder(app, { session: request.session, body: request.body, now: new Date(), capacity, openBookedDaysPerClient });
    void app.mailQueue.flush().catch((err: unknown) => request.log.error({ err }, 'mail queue run failed'));
    return answer;
  });

  route(app, ordersEndpoints.orderDocument, async (request, reply) => {
    const order = await findOwnOrder(app.db, request.session, request.params.id);
    const pdf = await orderConfirmationPdf(app.db, company, order.id);
    return sendFile(reply, 'pdf', confirmationFileName(order.id), pdf);
  });

  route(app, ordersEndpoints.projectPlan, async (request, reply) => {
    const { order } = await findOwnStage(app.db, request.session, request.params.stageId);
    const xlsx = await projectPlanXlsx(app.db, company, order.id);
    return sendFile(reply, 'xlsx', `Projektplan ${order.id}.xlsx`, xlsx);
  });

  route(app, ordersEndpoints.stageDetails, async (request) => stageDetails(app, request.session, request.params.stageId));

  route(app, ordersEndpoints.rateStage, async (request) => rateStage(app, request.session, request.params.stageId, request.body));

  route(app, ordersEndpoints.signStage, async (request) => signStage(app, request.session, request.params.stageId, new Date()));

  route(app, ordersEndpoints.changeHours, async (request) => changeHours(app, request.session, request.body, new Date()));

  // Shown inline (an <img> source), not downloaded: its own headers, not sendFile's.
  route(app, ordersEndpoints.image, async (request, reply) => {
    const file = await readImage(app, request.session, request.params.kind, request.params.id);
    return sendInlineImage(reply, file.contentType, file.content);
  });

  route(app, ordersEndpoints.reportPdf, async (request, reply) => {
    const row = await loadReportStage(app.db, request.session, request.params.stageId);
    const { fileName, content } = await workReportPdf(app.db, app.storage, company, row.stage.id);
    return sendFile(reply, 'pdf', fileName, content);
  });

  // The on-site signature PNG, inline; 404 when the stage has none (or its file is gone).
  route(app, ordersEndpoints.reportSignature, async (request, reply) => {
    const row = await loadReportStage(app.db, request.session, request.params.stageId);
    const signature = await storedSignature(app.db, row.stage.id);
    if (!signature) throw notFound();
    return sendInlineImage(reply, 'image/png', await app.storage.open(signature.storagePath));
  });
};
