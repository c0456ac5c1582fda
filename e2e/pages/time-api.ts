// API helpers of the working-time journey: a field person of its own (so a retry never meets
// the week it approved), two stages of today with that person planned, the person's week.
import type { APIRequestContext } from '@playwright/test';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { moveStage, newPerson, planPeople, today, type NewPerson } from '../api/test-data';
import { demoCaller, DEMO, type SignedIn } from '../fixtures';
import { createFieldStage } from './field-api';

/** A new site lead (operator) with a password, created through the admin's API. */
export function createFieldPerson(request: APIRequestContext, admin: SignedIn): Promise<NewPerson> {
  return newPerson(request, admin, { role: 'operator', firstName: 'Timo', lastName: 'Zeit', weeklyTargetHours: 40 });
}

/** A stage moved to today (the admin is not bound by the client's lead time) with the person planned. */
export async function createTodayStage(request: APIRequestContext, admin: SignedIn, person: SignedIn, time: string): Promise<{ stageId: number; street: string }> {
  const { stageId, orderId, address } = await createFieldStage(request);
  await moveStage(request, admin, orderId, stageId, today(), time);
  await planPeople(request, admin, stageId, [person.userId]);
  return { stageId, street: address.split('\n')[0]! };
}

/** The person's entries of a week, as the server holds them. */
export async function ownEntries(request: APIRequestContext, person: SignedIn, week: string) {
  const answer = await call(request, person, endpoints.workingTime.ownWeek, { week });
  return answer.days.flatMap((day) => day.entries);
}

export const adminSignIn = (request: APIRequestContext) => demoCaller(request, DEMO.admin);
