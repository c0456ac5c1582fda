// Calls of the admin orders screen and its order modal (server feature 'admin-orders'), and
// the documents and booked days it shows from other features (operations, invoices, orders).
import {
  adminOrdersEndpoints,
  invoicesEndpoints,
  operationsEndpoints,
  ordersEndpoints,
  type AdminUpdateOrderBody,
  type CancelOrderBody,
  type EditStagesBody,
} from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';
import type { OrderTab } from './order-rows';

const LIST_OF_TAB = { new: adminOrdersEndpoints.listNew, future: adminOrdersEndpoints.listFuture, past: adminOrdersEndpoints.listPast };

export const loadOrderRows = (tab: OrderTab) => call(LIST_OF_TAB[tab]);
export const loadAdminOrder = (orderId: number) => call(adminOrdersEndpoints.detail, { orderId });
export const saveAdminOrder = (body: AdminUpdateOrderBody) => call(adminOrdersEndpoints.update, {}, body);
export const cancelOrder = (body: CancelOrderBody) => call(adminOrdersEndpoints.cancel, {}, body);
export const editStages = (body: EditStagesBody) => call(adminOrdersEndpoints.editStages, {}, body);
export const loadBookedDates = (typeId: number) => call(ordersEndpoints.bookedDates, { typeId });

export const downloadOrderConfirmation = (orderId: number, format: 'pdf' | 'docx') => callFile(adminOrdersEndpoints.orderDocument, { orderId, format });
export const downloadProjectPlan = (stageId: number) => callFile(operationsEndpoints.projectPlan, { stageId });
export const downloadStageInvoiceDraft = (stageId: number) => callFile(invoicesEndpoints.stageInvoiceDraft, { stageId });
export const downloadServiceInvoiceDraft = (orderId: number) => callFile(invoicesEndpoints.serviceInvoiceDraft, { orderId });
/** A stage's on-site signature (PNG) and its work report ("Arbeitsrapport") as PDF. */
export const loadReportSignature = (stageId: number) => callFile(ordersEndpoints.reportSignature, { stageId });
export const downloadReportPdf = (stageId: number) => callFile(ordersEndpoints.reportPdf, { stageId });
