// Orders for the back-office journeys, placed through the API as a client (faster than the
// offer screens, which have their own journeys).
import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, weekdayIndex, zurichToday } from '@tragkraft/domain';
import { apiSignIn } from '../fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSignIn(request, email)).token;
}

const kitchen = {
  meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 2, amount: 1 }] }],
  driveKilometers: 10,
  lift: null,
  stagesCount: 1,
  express: false,
};

/** A weekday 20 to 80 days ahead, spread so parallel tests rarely share a day. */
function someWorkday(): string {
  let day = addDays(zurichToday(new Date()), 20 + Math.floor(Math.random() * 60));
  while (weekdayIndex(day) === 0 || weekdayIndex(day) === 6) day = addDays(day, 1);
  return day;
}

/** Places a one-stage kitchen order with a unique object address; answers the order id. */
export async function placeKitchenOrder(request: APIRequestContext, email: string, orderAddress: string): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  const offer = await request.post('/api/offer/kitchen', { data: kitchen, headers });
  expect(offer.ok()).toBeTruthy();
  const { calcId } = (await offer.json()) as { calcId: number };
  for (let attempt = 0; attempt < 5; attempt++) {
    const order = await request.post('/api/order', {
      headers,
      data: { calcId, orderAddress, orderAddressType: 'manual', stages: [{ date: someWorkday(), time: '08:00', amount: 3 }] },
    });
    if (order.status() === 409) continue; // a fully booked day: try another
    expect(order.ok(), await order.text()).toBeTruthy();
    return ((await order.json()) as { orderId: number }).orderId;
  }
  throw new Error('no free day found for the test order');
}
