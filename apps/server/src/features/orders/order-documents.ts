// The order's documents: the confirmation PDF (download and e-mail attachment) and the
// project plan workbook. Callers check ownership first.
import { eq } from 'drizzle-orm';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { calculations, clients, orders, users } from '../../db/schema';
import { buildOrderDocument, type OrderDocument } from '../../documents/order-document-model';
import { renderOrderConfirmationPdf } from '../../documents/order-confirmation-pdf';
import { renderProjectPlanXlsx } from '../../documents/project-plan-xlsx';
import { notFound } from '../../plugins/errors';
import { stagesOf } from './ownership';

const CONTACT_LABELS = [
  ['Generalunternehmer', 'contactGeneral', 'contactGeneralPhone'],
  ['Architekt', 'contactArchitect', 'contactArchitectPhone'],
  ['Bauleiter', 'contactCManager', 'contactCManagerPhone'],
  ['Montageleiter', 'contactFiller', 'contactFillerPhone'],
  ['Chauffeur', 'contactDriver', 'contactDriverPhone'],
] as const;

export async function loadOrderDocument(db: Db, orderId: number): Promise<OrderDocument> {
  const [row] = await db
    .select({ order: orders, price: calculations.price, company: clients.company, companyAddress: clients.address, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(calculations, eq(calculations.id, orders.calculationId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound();
  const { order } = row;
  return buildOrderDocument({
    orderId: order.id,
    createdAt: new Date(order.createdAt),
    typeId: order.typeId,
    orderNumber: order.orderNumber,
    orderAddress: order.orderAddress,
    company: row.company,
    companyAddress: row.companyAddress,
    contactName: `${row.firstName} ${row.lastName}`.trim(),
    contacts: CONTACT_LABELS.map(([label, name, phone]) => ({ label, name: order[name], phone: order[phone] })),
    price: row.price as Record<string, number>,
    stages: await stagesOf(db, order.id),
  });
}

export async function orderConfirmationPdf(db: Db, company: Company, orderId: number): Promise<Buffer> {
  return renderOrderConfirmationPdf(company, await loadOrderDocument(db, orderId));
}

export async function projectPlanXlsx(db: Db, company: Company, orderId: number): Promise<Buffer> {
  return renderProjectPlanXlsx(company, await loadOrderDocument(db, orderId));
}

