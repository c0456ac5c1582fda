// API helpers of the working-time journey: a field person of its own (so a retry never meets
// the week it approved), two stages of today with that person planned, the person's week.
import { expect, type APIRequestContext } from '@playwright/test';
import { zurichToday } from '@tragkraft/domain';
import { apiSignIn, DEMO, mailCount, waitForPasswordLink, type SignedIn } from '../fixtures';
import { createFieldStage } from './field-api';

/** The person's own password (at least 10 characters). */
export const PERSON_PASSWORD = 'zeit-e2e-2026';
const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

export interface FieldPerson extends SignedIn {
  email: string;
  firstName: string;
  lastName: string;
}

/** A new site lead (operator) with a password, created through the admin's API. */
export async function createFieldPerson(request: APIRequestContext, admin: SignedIn): Promise<FieldPerson> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = { email: `zeit.${stamp}@e2e.ch`, firstName: 'Timo', lastName: `Zeit${stamp.slice(-5)}` };
  const created = await request.post('/api/admin/users/create', { headers: bearer(admin), data: { ...person, role: 'operator', phone: '079 555 99 99', weeklyTargetHours: 40 } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const before = mailCount();
  const sent = await request.post('/api/admin/users/send-password-link', { headers: bearer(admin), data: { userId: id } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const token = new URL(await waitForPasswordLink(person.email, before)).pathname.split('/').at(-1)!;
  const set = await request.post('/api/auth/set-password', { data: { token, password: PERSON_PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
  return { ...person, ...(await apiSignIn(request, person.email, PERSON_PASSWORD)) };
}

/** A stage moved to today (the admin is not bound by the client's lead time) with the person planned. */
export async function createTodayStage(request: APIRequestContext, admin: SignedIn, person: SignedIn, time: string): Promise<{ stageId: number; street: string }> {
  const { stageId, orderId, address } = await createFieldStage(request);
  const moved = await request.post('/api/admin/order/update', { headers: bearer(admin), data: { orderId, stages: [{ id: stageId, date: zurichToday(new Date()), time }] } });
  expect(moved.ok(), await moved.text()).toBe(true);
  const assigned = await request.post('/api/admin/planning/assign', { headers: bearer(admin), data: { stageId, userId: person.userId, force: true } });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return { stageId, street: address.split('\n')[0]! };
}

export interface WeekEntry {
  id: number;
  clientId: string;
  kind: string;
  at: string;
  stageId: number | null;
}

/** The person's entries of a week, as the server holds them. */
export async function ownEntries(request: APIRequestContext, person: SignedIn, week: string): Promise<WeekEntry[]> {
  const response = await request.get(`/api/me/time?week=${week}`, { headers: bearer(person) });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as { days: { entries: WeekEntry[] }[] };
  return answer.days.flatMap((day) => day.entries);
}

export const adminSignIn = (request: APIRequestContext) => apiSignIn(request, DEMO.admin);
export { bearer };
