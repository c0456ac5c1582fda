// API helpers of the field journeys: sign in, create a stage of one's own (a kitchen order
// of the demo client on a far, random day, or today for journeys that sign it) with the demo
// operator and employee planned on it, read a stage and its images as admin.
import { expect, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { addDays, zurichToday } from '@tragkraft/domain';
import { apiSignIn, DEMO, type SignedIn } from '../fixtures';

;
export const signIn = apiSignIn;

const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

/**
 * A kitchen stage 40 to 400 days ahead (daily capacity is never hit) with operator and employee.
 * `today`: the admin then moves it to today (a client cannot order that close), for journeys whose
 * customer signs on site: the signing time must lie within the stage's day (decision 033).
 */
export async function createFieldStage(request: APIRequestContext, { today = false } = {}): Promise<{ stageId: number; orderId: number; address: string }> {
  const [client, admin, operator, employee] = await Promise.all([DEMO.client, DEMO.admin, DEMO.operator, DEMO.employee].map((email) => signIn(request, email)));
  const input = { meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }] }], driveKilometers: 10, lift: null, stagesCount: 1, express: false };
  const offer = await request.post('/api/offer/kitchen', { headers: bearer(client!), data: input });
  expect(offer.ok(), await offer.text()).toBe(true);
  const { calcId } = (await offer.json()) as { calcId: number };
  const address = `Feldweg ${Date.now() % 1_000_000}\n8000 Zürich`;
  const date = addDays(zurichToday(new Date()), 40 + Math.floor(Math.random() * 360));
  const order = await request.post('/api/order', { headers: bearer(client!), data: { calcId, orderAddress: address, stages: [{ date, time: '08:00', amount: 2 }] } });
  expect(order.ok(), await order.text()).toBe(true);
  const placed = (await order.json()) as { orderId: number; stages: { id: number }[] };
  const stageId = placed.stages[0]!.id;
  for (const person of [operator!, employee!]) {
    const assigned = await request.post('/api/admin/planning/assign', { headers: bearer(admin!), data: { stageId, userId: person.userId, force: true } });
    expect(assigned.ok(), await assigned.text()).toBe(true);
  }
  if (today) await moveStageToToday(request, placed.orderId, stageId);
  return { stageId, orderId: placed.orderId, address };
}

/** The admin moves the stage to today (Zurich), as the office does when a crew works early. */
export async function moveStageToToday(request: APIRequestContext, orderId: number, stageId: number): Promise<void> {
  const admin = await signIn(request, DEMO.admin);
  const moved = await request.post('/api/admin/order/update', { headers: bearer(admin), data: { orderId, stages: [{ id: stageId, date: zurichToday(new Date()) }] } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

export interface StageAsAdmin {
  truckArrivalTime: string | null;
  damages: boolean | null;
  general: string | null;
  reportSavedAt: string | null;
  completedTime: string | null;
  images: { id: string; comment: string; damage: boolean; deleted: boolean }[];
  hours: { userId: number; firstName: string; hours: number | null; rating: number | null; comment: string | null; confirmation: boolean | null }[];
}

export async function stageAsAdmin(request: APIRequestContext, stageId: number): Promise<StageAsAdmin> {
  const admin = await signIn(request, DEMO.admin);
  const response = await request.get(`/api/operation/${stageId}`, { headers: bearer(admin) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as StageAsAdmin;
}

/** sha256 of each visible image of the stage as the server stores it. */
export async function serverImageHashes(request: APIRequestContext, stageId: number): Promise<Map<string, string>> {
  const admin = await signIn(request, DEMO.admin);
  const stage = await stageAsAdmin(request, stageId);
  const hashes = new Map<string, string>();
  for (const image of stage.images.filter((i) => !i.deleted)) {
    const response = await request.get(`/api/operation/image/${image.id}`, { headers: bearer(admin) });
    expect(response.ok()).toBe(true);
    hashes.set(image.id, createHash('sha256').update(await response.body()).digest('hex'));
  }
  return hashes;
}

/** An admin saves a short report and completes the stage (an operator may then no longer save). */
export async function completeAsAdmin(request: APIRequestContext, stageId: number): Promise<void> {
  const admin = await signIn(request, DEMO.admin);
  const saved = await request.post(`/api/operation/${stageId}`, { headers: bearer(admin), multipart: { data: JSON.stringify({ general: 'Vom Büro erfasst' }) } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const completed = await request.put(`/api/operation/${stageId}/complete`, { headers: bearer(admin) });
  expect(completed.ok(), await completed.text()).toBe(true);
}
