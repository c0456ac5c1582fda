// Test data of the invoice journey, made through the API: the demo client orders a kitchen
// (one stage, a free day some weeks ahead, a unique address), the admin saves a short report
// and completes the stage, so the stage is ready to bill without touching seeded data.
import type { APIRequestContext } from '@playwright/test';
import { completeStage, orderKitchen, someWorkday, uniqueStamp } from '../api/test-data';
import { demoCaller, DEMO } from '../fixtures';

export interface CompletedStage {
  orderId: number;
  stageId: number;
}

/** A kitchen stage of client@demo.ch (Muster Küchenbau AG), reported and completed by the admin. */
export async function completedKitchenStage(request: APIRequestContext): Promise<CompletedStage> {
  const [client, admin] = await Promise.all([demoCaller(request, DEMO.client), demoCaller(request, DEMO.admin)]);
  // A random day 30 to 120 days ahead keeps parallel runs off each other's days.
  const address = `Rechnungsbau ${uniqueStamp()}\nZahlweg 1\n8004 Zürich`;
  const { orderId, stageIds } = await orderKitchen(request, client, address, [{ date: someWorkday(30, 90), time: '08:00', amount: 3 }]);
  await completeStage(request, admin, stageIds[0]!, 'Alles geliefert.');
  return { orderId, stageId: stageIds[0]! };
}
