// Data a journey makes for itself through the API (issue 30 §2): its own orders, stages, staff
// and client logins, each named with a stamp unique to the run, worker and call, so no journey
// reads or changes what another one made. The demo seed is only the cast (admin, operators, the
// demo client company) and the past a journey reads without changing it.
import type { APIRequestContext } from '@playwright/test';
import { addDays, weekdayIndex, zurichToday } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { apiSignIn, mailCount, waitForPasswordLink, type SignedIn } from '../fixtures';
import { call, send } from './api-client';

let made = 0;
/** A stamp no other journey of this run (any worker) or of an earlier run makes. */
export function uniqueStamp(): string {
  made += 1;
  return `${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? '0'}${made}${Math.floor(Math.random() * 1000)}`;
}

/** A weekday `from` to `from + spread` days ahead: spread so journeys rarely share a day. */
export function someWorkday(from: number, spread: number): string {
  let day = addDays(zurichToday(new Date()), from + Math.floor(Math.random() * spread));
  while (weekdayIndex(day) === 0 || weekdayIndex(day) === 6) day = addDays(day, 1);
  return day;
}

export const today = () => zurichToday(new Date());

/** The kitchen of most journeys: 3 units on two floors (2 + 1), with disposal. */
function kitchenInput(stagesCount = 1, units: [ground: number, second: number] = [2, 1]) {
  const floors = [{ floor: 0, amount: units[0] }, ...(units[1] > 0 ? [{ floor: 2, amount: units[1] }] : [])];
  return { meters: [{ name: 'A', meters: 5, disposalChecked: true, floors }], driveKilometers: 10, lift: null, stagesCount, express: false };
}

/** One stage as a client orders it. */
export interface StageWish {
  date: string;
  time: string;
  amount: number;
  remarks?: string;
}

export interface PlacedOrder {
  orderId: number;
  stageIds: number[];
  address: string;
}

/**
 * The client prices a kitchen and orders it with the stages given. A fully booked day (409)
 * is taken as a sign to move every stage a day later, a few times.
 */
export async function orderKitchen(request: APIRequestContext, client: SignedIn, address: string, stages: StageWish[], units?: [number, number]): Promise<PlacedOrder> {
  const { calcId } = await call(request, client, endpoints.offers.calculate, { service: 'kitchen' }, kitchenInput(stages.length, units));
  let wanted = stages;
  for (let attempt = 0; ; attempt++) {
    const response = await send(request, client, endpoints.orders.place, {}, { calcId, orderAddressType: 'manual', orderAddress: address, stages: wanted });
    if (response.status() === 409 && attempt < 5) {
      wanted = wanted.map((stage) => ({ ...stage, date: addDays(stage.date, 1) }));
      continue;
    }
    if (!response.ok()) throw new Error(`order: ${response.status()} ${await response.text()}`);
    const placed = (await response.json()) as { orderId: number; stages: { id: number }[] };
    return { orderId: placed.orderId, stageIds: placed.stages.map((s) => s.id), address };
  }
}

/** The admin plans the people on the stage (force: their other stages of the day do not matter). */
export async function planPeople(request: APIRequestContext, admin: SignedIn, stageId: number, userIds: number[]): Promise<void> {
  for (const userId of userIds) await call(request, admin, endpoints.planning.assign, {}, { stageId, userId, force: true });
}

/** The admin moves a stage to a day (and time), as the office does; a client cannot order that close. */
export async function moveStage(request: APIRequestContext, admin: SignedIn, orderId: number, stageId: number, date: string, time?: string): Promise<void> {
  await call(request, admin, endpoints.adminOrders.update, {}, { orderId, stages: [{ id: stageId, date, ...(time ? { time } : {}) }] });
}

/** The admin saves a short report and completes the stage. */
export async function completeStage(request: APIRequestContext, admin: SignedIn, stageId: number, general: string): Promise<void> {
  await call(request, admin, endpoints.operations.saveReport, { stageId }, { data: JSON.stringify({ general }) });
  await call(request, admin, endpoints.operations.complete, { stageId });
}

type Role = 'operator' | 'employee' | 'client' | 'admin';
interface PersonWish {
  role: Role;
  firstName: string;
  lastName: string;
  clientId?: number;
  weeklyTargetHours?: number;
}

export interface NewLogin {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** A login of its own, made by the admin (staff when no clientId), without a password yet. */
export async function newLogin(request: APIRequestContext, admin: SignedIn, person: PersonWish): Promise<NewLogin> {
  const stamp = uniqueStamp();
  const email = `${person.firstName.toLowerCase()}.${stamp}@e2e.ch`;
  const lastName = `${person.lastName}${stamp.slice(-4)}`;
  const { id } = await call(request, admin, endpoints.adminUsers.create, {}, {
    email,
    firstName: person.firstName,
    lastName,
    role: person.role,
    phone: '079 555 99 99',
    clientId: person.clientId ?? null,
    ...(person.weeklyTargetHours ? { weeklyTargetHours: person.weeklyTargetHours } : {}),
  });
  return { id, email, firstName: person.firstName, lastName };
}

export interface NewPerson extends SignedIn, NewLogin {
  password: string;
}

/** A login of its own with a password set through the link the admin sends, as a new person does; signed in. */
export async function newPerson(request: APIRequestContext, admin: SignedIn, person: PersonWish): Promise<NewPerson> {
  const login = await newLogin(request, admin, person);
  const before = mailCount();
  await call(request, admin, endpoints.adminUsers.sendPasswordLink, {}, { userId: login.id });
  const token = new URL(await waitForPasswordLink(login.email, before)).pathname.split('/').at(-1)!;
  const password = `e2e-${uniqueStamp()}`;
  await call(request, null, endpoints.auth.setPassword, {}, { token, password });
  return { ...login, password, ...(await apiSignIn(request, login.email, password)) };
}
