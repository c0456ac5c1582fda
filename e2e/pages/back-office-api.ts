// Orders for the back-office journeys, placed through the API as a client (faster than the
// offer screens, which have their own journeys).
import type { APIRequestContext } from '@playwright/test';
import { orderKitchen, someWorkday } from '../api/test-data';
import { demoCaller } from '../fixtures';

/** Places a one-stage kitchen order (a weekday 20 to 80 days ahead) with a unique object address; answers the order id. */
export async function placeKitchenOrder(request: APIRequestContext, email: string, orderAddress: string): Promise<number> {
  const client = await demoCaller(request, email);
  return (await orderKitchen(request, client, orderAddress, [{ date: someWorkday(20, 60), time: '08:00', amount: 3 }])).orderId;
}
