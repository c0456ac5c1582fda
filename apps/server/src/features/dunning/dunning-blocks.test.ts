import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths, formatDate, type Role } from '@tragkraft/domain';
import { dunningEndpoints, type DunningBlock, type DunningProposal, type DunningRunAnswer, type OpenItem } from '@tragkraft/sync-protocol';
import { auditLog, dunningBlocks, invoiceReminders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agedInvoice, daysAgo, ownClient, rolesOf, type As } from '../../../test/features/dunning/test-dunning';

const OTHER_ROLES: Role[] = ['operator', 'employee', 'client', 'clerk'];
const numberOf = (invoice: { year: number; sequence: number }) => Number(`${invoice.year}${String(invoice.sequence).padStart(4, '0')}`);
const today = () => daysAgo(0);
const BLOCKS = dunningEndpoints.blocks.path;
const liftPath = (blockId: number | string) => dunningEndpoints.liftBlock.path.replace(':blockId', String(blockId));

describe('[dunning] Mahnsperre per invoice and per client', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(() => t.close());

  const block = (payload: unknown, role: Role = 'admin') => as(role, { method: 'POST', url: BLOCKS, payload: payload as object });
  const lift = (blockId: number | string, role: Role = 'admin') => as(role, { method: 'POST', url: liftPath(blockId) });
  const listed = async () => (await as('admin', { method: 'GET', url: BLOCKS })).json<DunningBlock[]>();
  const openItem = async (invoiceId: number) => (await as('admin', { method: 'GET', url: dunningEndpoints.openItems.path })).json<OpenItem[]>().find((i) => i.invoiceId === invoiceId);
  const proposal = async (invoiceId: number) => (await as('admin', { method: 'GET', url: dunningEndpoints.proposals.path })).json<DunningProposal[]>().find((p) => p.invoiceId === invoiceId);
  const run = async (invoiceIds: number[]) => (await as('admin', { method: 'POST', url: dunningEndpoints.run.path, payload: { invoiceIds } })).json<DunningRunAnswer>();
  const remindersOf = (invoiceId: number) => t.app.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));
  const auditOf = (entity: string, entityId: number) => t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

  it('is for admins only: every other role is refused, and without sign-in 401; nothing is blocked or lifted', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    const [existing] = await t.app.db.insert(dunningBlocks).values({ invoiceId: invoice.id, reason: 'Test', untilDate: today() }).returning();
    const calls = [
      { method: 'GET', url: BLOCKS },
      { method: 'POST', url: BLOCKS, payload: { invoiceId: invoice.id, reason: 'Reklamation', untilDate: addDays(today(), 10) } },
      { method: 'POST', url: liftPath(existing!.id) },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      for (const role of OTHER_ROLES) expect((await as(role, call)).statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
    }
    expect(await t.app.db.select().from(dunningBlocks).where(eq(dunningBlocks.invoiceId, invoice.id))).toEqual([existing]);
  });

  it('blocks an invoice: listed, shown in the open items and proposals, skipped by the run with its reason, audit-logged', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    const other = await agedInvoice(t.app, { ageDays: 45 });
    const until = addDays(today(), 30);
    const response = await block({ invoiceId: invoice.id, reason: '  Reklamation Kratzer Front  ', untilDate: until });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<DunningBlock>();
    expect(created).toEqual({
      blockId: expect.any(Number),
      invoiceId: invoice.id,
      invoiceNumber: numberOf(invoice),
      clientId: expect.any(Number),
      clientName: 'Muster Küchenbau AG',
      reason: 'Reklamation Kratzer Front',
      untilDate: until,
      liftedAt: null,
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    expect(await listed()).toContainEqual(created);

    const shown = { blockId: created.blockId, scope: 'invoice', reason: 'Reklamation Kratzer Front', untilDate: until };
    expect((await openItem(invoice.id))?.block).toEqual(shown);
    expect((await openItem(other.id))?.block).toBeNull();
    expect((await proposal(invoice.id))?.block).toEqual(shown);

    const answer = await run([invoice.id, other.id]);
    expect(answer.skipped).toEqual([{ invoiceId: invoice.id, invoiceNumber: numberOf(invoice), reason: `Mahnsperre bis ${formatDate(until)}: Reklamation Kratzer Front` }]);
    expect(answer.sent.map((s) => s.invoiceId)).toEqual([other.id]);
    expect(await remindersOf(invoice.id)).toHaveLength(0);
    expect(await auditOf('invoice', invoice.id)).toEqual([expect.objectContaining({ action: 'dunningBlocked', changes: { blockId: created.blockId, reason: 'Reklamation Kratzer Front', untilDate: until } })]);

    // A second block while one is in force: refused, lift first.
    const twice = await block({ invoiceId: invoice.id, reason: 'Noch einmal', untilDate: addDays(today(), 60) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'conflict', message: `Es besteht bereits eine Mahnsperre bis ${formatDate(until)}. Heben Sie sie zuerst auf.` });
  });

  it('blocks every invoice of a client up to and including the end date; lifted, the run sends again', async () => {
    const client = await ownClient(t.app, { invoiceEmail: 'rg@testbau.ch' });
    const first = await agedInvoice(t.app, { ageDays: 50, clientId: client.id });
    const second = await agedInvoice(t.app, { ageDays: 45, clientId: client.id });
    const elsewhere = await agedInvoice(t.app, { ageDays: 45 });
    const response = await block({ clientId: client.id, reason: 'Zahlungsplan vereinbart', untilDate: today() });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<DunningBlock>();
    expect(created).toMatchObject({ invoiceId: null, invoiceNumber: null, clientId: client.id, clientName: client.company, untilDate: today() });
    expect((await openItem(second.id))?.block).toEqual({ blockId: created.blockId, scope: 'client', reason: 'Zahlungsplan vereinbart', untilDate: today() });
    expect((await openItem(elsewhere.id))?.block).toBeNull();

    const reason = `Mahnsperre bis ${formatDate(today())}: Zahlungsplan vereinbart`;
    expect((await run([first.id, second.id])).skipped.map((s) => s.reason)).toEqual([reason, reason]);
    expect(await auditOf('client', client.id)).toEqual([expect.objectContaining({ action: 'dunningBlocked' })]);

    const lifted = await lift(created.blockId);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<DunningBlock>()).toMatchObject({ blockId: created.blockId, liftedAt: expect.any(String) });
    expect((await listed()).some((b) => b.blockId === created.blockId)).toBe(false);
    expect((await openItem(first.id))?.block).toBeNull();
    expect((await auditOf('client', client.id)).map((entry) => entry.action).sort()).toEqual(['dunningBlockLifted', 'dunningBlocked']);
    expect((await run([first.id, second.id])).sent.map((s) => s.invoiceId)).toEqual([first.id, second.id]);

    const again = await lift(created.blockId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: 'Die Mahnsperre ist bereits aufgehoben.' });
  });

  it('a block whose end date has passed no longer holds, nor does it prevent a new one', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    await t.app.db.insert(dunningBlocks).values({ invoiceId: invoice.id, reason: 'Alt', untilDate: daysAgo(1) });
    expect((await openItem(invoice.id))?.block).toBeNull();
    expect((await block({ invoiceId: invoice.id, reason: 'Neu', untilDate: today() })).statusCode).toBe(200);
    expect((await openItem(invoice.id))?.block).toMatchObject({ reason: 'Neu' });
  });

  it('refuses bad input with 400 and a German message; unknown invoice, client or block with 404; nothing stored', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    const latest = addMonths(today(), 24);
    const good = { invoiceId: invoice.id, reason: 'Reklamation', untilDate: addDays(today(), 5) };
    const cases: [unknown, string][] = [
      [{ reason: 'x', untilDate: good.untilDate }, 'Bitte geben Sie entweder eine Rechnung oder einen Kunden an.'],
      [{ ...good, clientId: 1 }, 'Eine Mahnsperre gilt entweder für eine Rechnung oder für einen Kunden, nicht für beides.'],
      [{ ...good, reason: '   ' }, 'Bitte geben Sie den Grund der Mahnsperre an.'],
      [{ ...good, reason: 'x'.repeat(501) }, 'Der Grund darf höchstens 500 Zeichen lang sein.'],
      [{ ...good, untilDate: '2026-02-30' }, 'Bitte geben Sie ein gültiges Enddatum an (TT.MM.JJJJ).'],
      [{ ...good, untilDate: 'morgen' }, 'Bitte geben Sie ein gültiges Enddatum an (TT.MM.JJJJ).'],
      [{ ...good, untilDate: daysAgo(1) }, 'Das Enddatum darf nicht in der Vergangenheit liegen.'],
      [{ ...good, untilDate: addDays(latest, 1) }, `Eine Mahnsperre gilt höchstens zwei Jahre, also bis spätestens ${formatDate(latest)}.`],
    ];
    for (const [payload, message] of cases) {
      const response = await block(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message });
    }
    for (const payload of [{ ...good, invoiceId: 'x' }, { ...good, invoiceId: 0 }, { ...good, reason: undefined }, { ...good, untilDate: 20270101 }, null]) {
      const response = await block(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^(Ungültige Eingabe|Die Anfrage)/);
    }
    expect((await block({ ...good, invoiceId: 999_999 })).json()).toEqual({ code: 'notFound', message: 'Die Rechnung wurde nicht gefunden.' });
    expect((await block({ clientId: 999_999, reason: 'x', untilDate: good.untilDate })).json()).toEqual({ code: 'notFound', message: 'Der Kunde wurde nicht gefunden.' });
    expect((await lift(999_999)).json()).toEqual({ code: 'notFound', message: 'Die Mahnsperre wurde nicht gefunden.' });
    expect((await lift('abc')).statusCode).toBe(400);
    expect(await t.app.db.select().from(dunningBlocks).where(eq(dunningBlocks.invoiceId, invoice.id))).toEqual([]);
    // The longest end date allowed is accepted.
    expect((await block({ ...good, untilDate: latest })).statusCode).toBe(200);
  });
});
