// Calls of the orders screens (server feature 'orders', plus the client details for contact
// name suggestions).
import { clientsEndpoints, ordersEndpoints, type ChangeHoursBody, type RateStageBody, type UpdateOrderBody } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export const loadOrders = (when: 'future' | 'past') => call(when === 'future' ? ordersEndpoints.future : ordersEndpoints.past);
export const loadOrder = (id: number) => call(ordersEndpoints.detail, { id });
export const saveOrder = (body: UpdateOrderBody) => call(ordersEndpoints.update, {}, body);

export const downloadOrderDocument = (orderId: number) => callFile(ordersEndpoints.orderDocument, { id: orderId });
export const downloadProjectPlan = (stageId: number) => callFile(ordersEndpoints.projectPlan, { stageId });

export const loadStageReport = (stageId: number) => call(ordersEndpoints.stageDetails, { stageId });
export const rateStage = (stageId: number, body: RateStageBody) => call(ordersEndpoints.rateStage, { stageId }, body);
export const signStage = (stageId: number) => call(ordersEndpoints.signStage, { stageId });
export const changeHours = (body: ChangeHoursBody) => call(ordersEndpoints.changeHours, {}, body);
/** An operation report photo (fetched with the bearer token, shown from memory). */
export const loadOperationImage = (imageId: string) => callFile(ordersEndpoints.image, { kind: 'operation', id: imageId });
/** The customer's on-site signature (PNG) and the work report ("Arbeitsrapport") as PDF. */
export const loadReportSignature = (stageId: number) => callFile(ordersEndpoints.reportSignature, { stageId });
export const downloadReportPdf = (stageId: number) => callFile(ordersEndpoints.reportPdf, { stageId });

export const loadBookedDates = (typeId: number) => call(ordersEndpoints.bookedDates, { typeId });
export const loadClientDetails = (clientId: number) => call(clientsEndpoints.details, { clientId });
