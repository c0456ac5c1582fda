// Test data of the invoice journey, made through the API: the demo client orders a kitchen
// (one stage, a free day some weeks ahead, a unique address), the admin saves a short report
// and completes the stage, so the stage is ready to bill without touching seeded data.
import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, zurichToday } from '@tragkraft/domain';
import { apiSignIn, DEMO } from '../fixtures';

async function signIn(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await apiSignIn(request, email)).token}` };
}

export interface CompletedStage {
  orderId: number;
  stageId: number;
}

/** A kitchen stage of client@demo.ch (Muster Küchenbau AG), reported and completed by the admin. */
export async function completedKitchenStage(request: APIRequestContext): Promise<CompletedStage> {
  const client = await signIn(request, DEMO.client);
  const offer = await request.post('/api/offer/kitchen', {
    headers: client,
    data: {
      meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 2, amount: 1 }] }],
      driveKilometers: 10,
      lift: null,
      stagesCount: 1,
      express: false,
    },
  });
  expect(offer.status(), await offer.text()).toBe(200);
  const { calcId } = (await offer.json()) as { calcId: number };

  const booked = (await (await request.get('/api/stage/bookedDates?typeId=1', { headers: client })).json()) as string[];
  // A random day 30 to 120 days ahead keeps parallel runs off each other's days.
  let date = addDays(zurichToday(new Date()), 30 + Math.floor(Math.random() * 90));
  while (booked.includes(date)) date = addDays(date, 1);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const order = await request.post('/api/order', {
    headers: client,
    data: { calcId, orderAddressType: 'manual', orderAddress: `Rechnungsbau ${unique}\nZahlweg 1\n8004 Zürich`, stages: [{ date, time: '08:00', amount: 3 }] },
  });
  expect(order.status(), await order.text()).toBe(200);
  const placed = (await order.json()) as { orderId: number; stages: { id: number }[] };
  const stageId = placed.stages[0]!.id;

  const admin = await signIn(request, DEMO.admin);
  const report = await request.post(`/api/operation/${stageId}`, { headers: admin, multipart: { data: JSON.stringify({ general: 'Alles geliefert.' }) } });
  expect(report.status(), await report.text()).toBe(200);
  const complete = await request.put(`/api/operation/${stageId}/complete`, { headers: admin });
  expect(complete.status(), await complete.text()).toBe(200);
  return { orderId: placed.orderId, stageId };
}
