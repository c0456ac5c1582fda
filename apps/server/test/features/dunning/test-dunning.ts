// Helpers of the dunning tests: sent invoices of a known age and total for the demo client
// (or a client of their own), payments booked on them, reminders already sent, and requests
// as the demo roles.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays, zurichToday, type InvoiceLine, type Role } from '@tragkraft/domain';
import { seedClient, seedInvoice, seedOrder, seedPayment } from '../../../src/db/factories';
import { clients, invoiceReminders, users } from '../../../src/db/schema';
import { DEMO_EMAIL, tokenFor } from '../../support/test-app';

// A year of its own, so these numbers never meet invoices other tests create.
const YEAR = 2032;
let sequence = 100;

/** Signs each demo role in once; `as(role, options)` injects with its token. */
export async function rolesOf(app: FastifyInstance) {
  const roles = Object.keys(DEMO_EMAIL) as Role[];
  const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await tokenFor(app, DEMO_EMAIL[role])] as const))) as Record<Role, string>;
  return (role: Role, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${tokens[role]}` } });
}
export type As = Awaited<ReturnType<typeof rolesOf>>;

/** The Zurich date `days` before today. */
export const daysAgo = (days: number) => addDays(zurichToday(new Date()), -days);
/** An instant on that Zurich day (noon UTC is the same day in Zurich). */
const instantOf = (date: string) => `${date}T12:00:00.000Z`;

async function clientNamed(app: FastifyInstance, company: string) {
  const [client] = await app.db.select().from(clients).where(eq(clients.company, company)).limit(1);
  return client!;
}

/** A client of its own (for addresses and e-mails a test changes). */
export async function ownClient(app: FastifyInstance, values: { invoiceEmail: string; address?: string }) {
  return seedClient(app.db, { company: `Testbau ${randomUUID().slice(0, 6)} AG`, address: values.address ?? 'Bahnhofstrasse 1\n8001 Zürich', invoiceEmail: values.invoiceEmail });
}

/**
 * An invoice of a kitchen stage dated `ageDays` ago with one line of `subtotalRp` (VAT and
 * rounding give its total), sent that day unless `sent: false`, marked paid when `paidTime`.
 */
export async function agedInvoice(app: FastifyInstance, over: { ageDays: number; subtotalRp?: number; clientId?: number; sent?: boolean; paidTime?: string | null }) {
  const clientId = over.clientId ?? (await clientNamed(app, 'Muster Küchenbau AG')).id;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL.admin)).limit(1);
  const date = daysAgo(over.ageDays);
  const { stages } = await seedOrder(app.db, {
    clientId,
    userId: user!.id,
    typeId: 1,
    orderAddress: 'Seefeldstrasse 88\n8008 Zürich',
    stages: [{ date, time: '08:00', amount: 2, completedTime: instantOf(date) }],
  });
  sequence += 1;
  const line: InvoiceLine = { type: 'custom', description: 'Küchen-Feinverteilung', amount: null, price: null, total: over.subtotalRp ?? 100_000, editable: true, removeable: true };
  return seedInvoice(app.db, {
    stageId: stages[0]!.id,
    year: YEAR,
    sequence,
    lines: [line],
    invoiceTime: instantOf(date),
    sentTime: over.sent === false ? null : instantOf(date),
    paidTime: over.paidTime ?? null,
  });
}

/** A payment booked on the invoice (as the camt import or the manual assignment stores it). */
export async function bookedPayment(app: FastifyInstance, invoiceId: number, amountRp: number) {
  await seedPayment(app.db, { invoiceId, amountRp, valueDate: daysAgo(1), fileName: 'test.xml' });
}

/** A reminder of `level` recorded `ageDays` ago (as an earlier run left it). */
export async function earlierReminder(app: FastifyInstance, invoiceId: number, level: number, ageDays: number, openAmountRp: number) {
  await app.db.insert(invoiceReminders).values({ invoiceId, level, openAmountRp, feeRp: 0, reminderDate: daysAgo(ageDays), sentTo: 'buchhaltung@muster-kuechenbau.ch' });
}
