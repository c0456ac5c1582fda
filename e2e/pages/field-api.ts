// API helpers of the field journeys: a stage of the journey's own (a kitchen order of the demo
// client on a far, random day, or today for journeys that sign it) with the demo operator and
// employee planned on it, read a stage and its images as admin.
import type { APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { endpoints } from '@tragkraft/sync-protocol';
import { call, download } from '../api/api-client';
import { completeStage, moveStage, orderKitchen, planPeople, someWorkday, today, uniqueStamp } from '../api/test-data';
import { apiSignIn, demoCaller, DEMO } from '../fixtures';

export const signIn = apiSignIn;

/**
 * A kitchen stage 40 to 400 days ahead (daily capacity is never hit) with operator and employee.
 * `today`: the admin then moves it to today (a client cannot order that close), for journeys whose
 * customer signs on site: the signing time must lie within the stage's day (decision 033).
 */
export async function createFieldStage(request: APIRequestContext, { today: onToday = false } = {}): Promise<{ stageId: number; orderId: number; address: string }> {
  const [client, admin, operator, employee] = await Promise.all([DEMO.client, DEMO.admin, DEMO.operator, DEMO.employee].map((email) => demoCaller(request, email)));
  const address = `Feldweg ${uniqueStamp()}\n8000 Zürich`;
  const { orderId, stageIds } = await orderKitchen(request, client!, address, [{ date: someWorkday(40, 360), time: '08:00', amount: 2 }], [2, 0]);
  const stageId = stageIds[0]!;
  await planPeople(request, admin!, stageId, [operator!.userId, employee!.userId]);
  if (onToday) await moveStageToToday(request, orderId, stageId);
  return { stageId, orderId, address };
}

/** The admin moves the stage to today (Zurich), as the office does when a crew works early. */
async function moveStageToToday(request: APIRequestContext, orderId: number, stageId: number): Promise<void> {
  await moveStage(request, await demoCaller(request, DEMO.admin), orderId, stageId, today());
}

export async function stageAsAdmin(request: APIRequestContext, stageId: number) {
  return call(request, await demoCaller(request, DEMO.admin), endpoints.operations.detail, { stageId });
}

/** sha256 of each visible image of the stage as the server stores it. */
export async function serverImageHashes(request: APIRequestContext, stageId: number): Promise<Map<string, string>> {
  const admin = await demoCaller(request, DEMO.admin);
  const stage = await stageAsAdmin(request, stageId);
  const hashes = new Map<string, string>();
  for (const image of stage.images.filter((i) => !i.deleted)) {
    const bytes = await download(request, admin, endpoints.orders.image, { kind: 'operation', id: image.id });
    hashes.set(image.id, createHash('sha256').update(bytes).digest('hex'));
  }
  return hashes;
}

/** An admin saves a short report and completes the stage (an operator may then no longer save). */
export async function completeAsAdmin(request: APIRequestContext, stageId: number): Promise<void> {
  await completeStage(request, await demoCaller(request, DEMO.admin), stageId, 'Vom Büro erfasst');
}
