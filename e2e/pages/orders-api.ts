// Test data for the orders journeys, created through the API as the demo client.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, zurichToday } from '@tragkraft/domain';
import { apiSignIn } from '../fixtures';

export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSignIn(request, email)).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
export async function placeKitchenOrder(request: APIRequestContext, token: string): Promise<PlacedOrder> {
  const headers = bearer(token);
  const offer = await request.post('/api/offer/kitchen', {
    headers,
    data: {
      meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 2, amount: 1 }] }],
      driveKilometers: 10,
      lift: null,
      stagesCount: 2,
      express: false,
    },
  });
  expect(offer.status(), await offer.text()).toBe(200);
  const { calcId } = (await offer.json()) as { calcId: number };

  const booked = (await (await request.get('/api/stage/bookedDates?typeId=1', { headers })).json()) as string[];
  const today = zurichToday(new Date());
  const first = freeDay(booked, addDays(today, 10));
  const later = addDays(today, 20) > first ? addDays(today, 20) : addDays(first, 1);
  const second = freeDay(booked, later);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const place = `8${unique.slice(-3)} Etappenhausen ${unique}`;
  const address = `Testbau ${unique}\nAuftragsweg 5\n${place}`;
  const order = await request.post('/api/order', {
    headers,
    data: {
      calcId,
      orderAddressType: 'manual',
      orderAddress: address,
      stages: [
        { date: first, time: '08:00', amount: 2, remarks: '' },
        { date: second, time: '09:00', amount: 1, remarks: 'Erste Bemerkung' },
      ],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const placed = (await order.json()) as { orderId: number; stages: { id: number }[] };
  return { orderId: placed.orderId, address, place, stageIds: placed.stages.map((s) => s.id) };
}

/** The admin saves a stage report with one photo (as the site lead's upload would). */
export async function addReportImage(request: APIRequestContext, adminToken: string, stageId: number, comment: string): Promise<void> {
  const id = crypto.randomUUID();
  const png = readFileSync(fileURLToPath(new URL('../../apps/pwa/public/icons/icon-192.png', import.meta.url)));
  const response = await request.post(`/api/operation/${stageId}`, {
    headers: bearer(adminToken),
    multipart: {
      data: JSON.stringify({ general: 'Material angeliefert.', images: [{ id, comment, damage: true }] }),
      [`image:${id}`]: { name: `${id}.png`, mimeType: 'image/png', buffer: png },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
