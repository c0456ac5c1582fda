// Test data for the orders journeys, created through the API as the demo client.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { moveStage, orderKitchen, someWorkday, today, uniqueStamp } from '../api/test-data';
import type { SignedIn } from '../fixtures';

/** The first day on or after `from` that is not fully booked for kitchens. */
function freeDay(booked: string[], from: string): string {
  let day = from;
  while (booked.includes(day)) day = addDays(day, 1);
  return day;
}

export interface PlacedOrder {
  orderId: number;
  address: string;
  place: string;
  stageIds: number[];
}

/** A kitchen offer ordered with two stages, about 10 and 20 days ahead, at a unique address. */
export async function placeKitchenOrder(request: APIRequestContext, client: SignedIn): Promise<PlacedOrder> {
  const booked = await call(request, client, endpoints.orders.bookedDates, { typeId: 1 });
  const first = freeDay(booked, addDays(today(), 10));
  const later = addDays(today(), 20) > first ? addDays(today(), 20) : addDays(first, 1);
  const second = freeDay(booked, later);
  const unique = uniqueStamp();
  const place = `8${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} Etappenhausen ${unique}`;
  const address = `Testbau ${unique}\nAuftragsweg 5\n${place}`;
  const placed = await orderKitchen(request, client, address, [
    { date: first, time: '08:00', amount: 2, remarks: '' },
    { date: second, time: '09:00', amount: 1, remarks: 'Erste Bemerkung' },
  ]);
  return { ...placed, place };
}

/** The admin saves a stage report with one photo (as the site lead's upload would). */
export async function addReportImage(request: APIRequestContext, admin: SignedIn, stageId: number, comment: string): Promise<void> {
  const id = crypto.randomUUID();
  const png = readFileSync(fileURLToPath(new URL('../../apps/pwa/public/icons/icon-192.png', import.meta.url)));
  await call(request, admin, endpoints.operations.saveReport, { stageId }, {
    data: JSON.stringify({ general: 'Material angeliefert.', images: [{ id, comment, damage: true }] }),
    [`image:${id}`]: { name: `${id}.png`, mimeType: 'image/png', buffer: png },
  });
}

/**
 * A site-service stage of the demo client (2 people, 8 hours), ordered for a far day and moved by
 * the admin to today: a report signed on site must be signed within the stage's day (decision 033).
 */
export async function serviceStageToday(request: APIRequestContext, client: SignedIn, admin: SignedIn): Promise<{ orderId: number; stageId: number }> {
  const date = someWorkday(40, 300);
  const { calcId } = await call(request, client, endpoints.offers.calculate, { service: 'service' }, { dates: [{ date, time: '07:00', amount: 2, hours: 8 }], driveKilometers: 10, express: false });
  const { orderId, stages } = await call(request, client, endpoints.orders.place, {}, { calcId, orderAddress: `Baustelle ${uniqueStamp()}\n8050 Zürich`, stages: [{ date, time: '07:00', amount: 2, hours: 8 }] });
  const stageId = stages[0]!.id;
  await moveStage(request, admin, orderId, stageId, today());
  return { orderId, stageId };
}
