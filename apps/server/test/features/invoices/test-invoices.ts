// Helpers of the invoice route tests: a reported kitchen stage with known figures, a site
// service order over two days, and the create call as the admin.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { InvoiceLineInput } from '@tragkraft/sync-protocol';
import { seedAssignment, seedOrder } from '../../../src/db/factories';
import { clients } from '../../../src/db/schema';
import { inDays, userId, PEOPLE, type people } from '../operations/test-operations';
import { requestTo } from '../../support/call-endpoint';
import { invoicesEndpoints } from '@tragkraft/sync-protocol';

/**
 * Kitchen (type 1) of Muster Küchenbau: 10 kitchens priced at 300.00 each, disposal 200.00,
 * extra devices at 45.00; this stage delivers 4, 1 extra device disposed, 10 km from the depot,
 * planned 08:00, truck at 09:10, two people with hours (and one without).
 */
export async function kitchenStage(app: FastifyInstance, over: { company?: string; truckArrivalTime?: string | null } = {}) {
  const company = over.company ?? 'Muster Küchenbau AG';
  const [client] = await app.db.select().from(clients).where(eq(clients.company, company)).limit(1);
  const { order, stages } = await seedOrder(app.db, {
    clientId: client!.id,
    userId: await userId(app, company === 'Muster Küchenbau AG' ? PEOPLE.client : 'client2@demo.ch'),
    typeId: 1,
    orderAddress: 'Überbauung Seefeld\nSeefeldstrasse 88\n8008 Zürich',
    params: { meters: [], driveKilometers: 10, lift: 'lift', stagesCount: 3, express: false },
    price: { price: 300_000, disposal: 20_000, rideCost: 7_380, total: 327_380, count: 10, pricePer: 30_000, disposeDevicesCount: 10, disposeDevicesPricePer: 4_500 },
    order: { orderNumber: 'SF-7', driveKilometers: 10 },
    stages: [
      {
        date: inDays(-3), time: '08:00', amount: 4, disposeDevicesCount: 1, truckArrivalTime: over.truckArrivalTime === undefined ? '09:10' : over.truckArrivalTime,
        damages: false, internal: 'Lift reserviert.', reportSavedAt: new Date().toISOString(), completedTime: new Date().toISOString(),
      },
    ],
  });
  const stage = stages[0]!;
  await seedAssignment(app.db, { stageId: stage.id, userId: await userId(app, PEOPLE.operator), confirmation: true, hours: 6, rating: 5 });
  await seedAssignment(app.db, { stageId: stage.id, userId: await userId(app, PEOPLE.employee), confirmation: true, hours: 6, rating: 4 });
  await seedAssignment(app.db, { stageId: stage.id, userId: await userId(app, PEOPLE.nina), confirmation: false, hours: null });
  return { order, stage, client: client! };
}

/** Site service (type 8) over two days at 68.00 per hour, 10 km: 16 h reported, then 5 h + 5 h by person. */
export async function serviceOrder(app: FastifyInstance) {
  const [client] = await app.db.select().from(clients).where(eq(clients.company, 'Muster Küchenbau AG')).limit(1);
  const { order, stages } = await seedOrder(app.db, {
    clientId: client!.id,
    userId: await userId(app, PEOPLE.client),
    typeId: 8,
    orderAddress: 'Schulhaus Im Birch\nMargrit-Rainer-Strasse 5\n8050 Zürich',
    params: { dates: [], orderNumber: 'IB-3', driveKilometers: 10, express: false },
    price: { rideCost: 4_920, totalService: 217_600, total: 222_520, pricePerHour: 6_800, personHours: 32 },
    order: { orderNumber: 'IB-3', driveKilometers: 10 },
    stages: [
      { date: inDays(-6), time: '07:00', amount: 2, hours: 8, workHours: 16, internal: 'Tag 1', completedTime: new Date().toISOString() },
      { date: inDays(-5), time: '07:00', amount: 2, hours: 8, internal: null },
    ],
  });
  await seedAssignment(app.db, { stageId: stages[1]!.id, userId: await userId(app, PEOPLE.operator), confirmation: true, hours: 5 });
  await seedAssignment(app.db, { stageId: stages[1]!.id, userId: await userId(app, PEOPLE.jonas), confirmation: true, hours: 5 });
  return { order, stages, client: client! };
}

export const simple = (description: string, total: number | null, type: InvoiceLineInput['type'] = 'custom'): InvoiceLineInput => ({ type, description, amount: null, price: null, total });
export const advanced = (description: string, amount: number | null, price: number | null, type: InvoiceLineInput['type'] = 'custom'): InvoiceLineInput => ({ type, description, amount, price, total: null });

export type As = Awaited<ReturnType<typeof people>>['as'];

export function createAs(as: As, body: Record<string, unknown>, person: Parameters<As>[0] = 'admin') {
  return as(person, requestTo(invoicesEndpoints.create, { unsafeBody: body }));
}
