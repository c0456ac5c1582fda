// Helpers of the field-operation route tests: tokens of the demo people (signed in once),
// user ids by e-mail, stages a given number of hours or days away, requests as a role.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays, zurichToday, zurichWallClock } from '@tragkraft/domain';
import { seedFieldStage } from '../../../src/db/factories';
import { clients, users } from '../../../src/db/schema';
import { tokenFor } from '../../support/test-app';

export const PEOPLE = {
  admin: 'admin@demo.ch',
  operator: 'operator@demo.ch',
  employee: 'employee@demo.ch',
  nina: 'nina.brunner@demo.ch',
  jonas: 'jonas.frei@demo.ch',
  reto: 'reto.baumann@demo.ch',
  client: 'client@demo.ch',
  clerk: 'clerk@demo.ch',
} as const;
export type Person = keyof typeof PEOPLE;

export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user!.id;
}

/** Signs every demo person in once; `as(person, options)` injects with their token. */
export async function people(app: FastifyInstance) {
  const entries = await Promise.all((Object.entries(PEOPLE) as [Person, string][]).map(async ([person, email]) => [person, await tokenFor(app, email)] as const));
  const tokens = Object.fromEntries(entries) as Record<Person, string>;
  const ids = Object.fromEntries(await Promise.all((Object.entries(PEOPLE) as [Person, string][]).map(async ([person, email]) => [person, await userId(app, email)] as const))) as Record<Person, number>;
  const as = (person: Person, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${tokens[person]}` } });
  return { tokens, ids, as };
}

/** The Zurich date and time `hours` from now. */
export function inHours(hours: number): { date: string; time: string } {
  return zurichWallClock(new Date(Date.now() + hours * 3_600_000));
}

/** A Zurich date `days` from today. */
export function inDays(days: number): string {
  return addDays(zurichToday(new Date()), days);
}

export type TeamMember = Parameters<typeof seedFieldStage>[1]['team'][number];

/** A stage of the demo client Muster Küchenbau (ordered by client@demo.ch). */
export async function stageOfDemoClient(
  app: FastifyInstance,
  input: { typeId?: number; stage: Parameters<typeof seedFieldStage>[1]['stage']; team: TeamMember[]; order?: Parameters<typeof seedFieldStage>[1]['order']; price?: { total: number } & Record<string, unknown> },
) {
  const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.company, 'Muster Küchenbau AG')).limit(1);
  return seedFieldStage(app.db, { clientId: client!.id, userId: await userId(app, PEOPLE.client), orderAddress: 'Seestrasse 7\n8800 Thalwil', ...input });
}
