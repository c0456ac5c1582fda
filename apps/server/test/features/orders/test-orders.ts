// Helpers of the order route tests: offers through the real API, order bodies, tokens, and
// orders seeded with the shared factories.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zurichWallClock } from '@tragkraft/domain';
import { seedOrder, type SeedOrderInput } from '../../../src/db/factories';
import { users } from '../../../src/db/schema';
import { tokenFor } from '../../support/test-app';
import { call } from '../../support/call-endpoint';
import { offersEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

export const KUECHENBAU = 1;

export async function tokens(app: FastifyInstance) {
  const [client, clerk, client2, admin, operator, employee] = await Promise.all(
    ['client@demo.ch', 'clerk@demo.ch', 'client2@demo.ch', 'admin@demo.ch', 'operator@demo.ch', 'employee@demo.ch'].map((email) => tokenFor(app, email)),
  );
  return { client: client!, clerk: clerk!, client2: client2!, admin: admin!, operator: operator!, employee: employee! };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user!.id;
}

/** Prices an offer through POST /api/offer/{service} and answers its calcId. */
export async function offer(app: FastifyInstance, token: string, service: string, input: unknown): Promise<number> {
  const response = await call(app, offersEndpoints.calculate, { unsafeParams: { service }, headers: bearer(token), unsafeBody: input });
  if (response.statusCode !== 200) throw new Error(`offer ${service} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ calcId: number }>().calcId;
}

export function order(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return call(app, ordersEndpoints.place, { headers: bearer(token), unsafeBody: payload });
}

/** The Zurich date and time `hours` from now. */
export function inHours(hours: number): { date: string; time: string } {
  return zurichWallClock(new Date(Date.now() + hours * 3_600_000));
}

/** An order of the demo client (Muster Küchenbau, client@demo.ch) with the given stages. */
export async function seedKuechenbauOrder(app: FastifyInstance, input: Partial<SeedOrderInput> & Pick<SeedOrderInput, 'stages'>) {
  return seedOrder(app.db, {
    clientId: KUECHENBAU,
    userId: await userId(app, 'client@demo.ch'),
    typeId: 1,
    orderAddress: 'Testweg 1\n8000 Zürich',
    price: { total: 100_000, count: 4 },
    ...input,
  });
}
