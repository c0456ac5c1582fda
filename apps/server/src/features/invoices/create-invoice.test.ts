import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { zurichToday } from '@tragkraft/domain';
import { buildApp } from '../../app';
import { seedInvoice } from '../../db/factories';
import { auditLog, ENGINE, invoiceLines, invoices, orders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import { createInvoice } from './create-invoice';
import { advanced, createAs, kitchenStage, serviceOrder, simple, type As } from '../../../test/features/invoices/test-invoices';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { invoicesEndpoints } from '@tragkraft/sync-protocol';

const year = () => Number(zurichToday(new Date()).slice(0, 4));

describe('[invoices] create: line validation, gap-free numbers, state machine, access', () => {
  let t: TestApp;
  let as: As;
  let tokens: Awaited<ReturnType<typeof people>>['tokens'];

  beforeAll(async () => {
    t = await createTestApp();
    ({ as, tokens } = await people(t.app));
  });
  afterAll(async () => t.close());

  const lines = [advanced('Küchen-Feinverteilung', 4, 30_000, 'distribution'), simple('Rabatt', -5_000)];
  const create = (body: Record<string, unknown>) => createAs(as, body);

  describe('line validation (spec section 5 texts)', () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await create(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ code: string; message: string; errors: { code: string; text: string; index?: number }[] }>();
    };

    it('description, simple total, advanced amount and price, each with its line number', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const answer = await refused({
        stageId,
        lines: [advanced('Küchen', 4, 30_000, 'distribution'), simple('  ', 1_000, 'drive'), simple('Zuschlag', null), advanced('Arbeit', -1, 6_800, 'waiting'), advanced('Material', 2, null), advanced('Teil', 1, 12.5)],
      });
      expect(answer.code).toBe('validation');
      expect(answer.errors).toEqual([
        { code: 'descriptionEmpty', text: 'Die Beschreibung darf nicht leer sein.', index: 2 },
        { code: 'totalInvalid', text: 'Das Total darf nicht leer sein und muss eine Zahl sein.', index: 3 },
        { code: 'amountNegative', text: 'Die Anzahl muss grösser als oder gleich 0 sein.', index: 4 },
        { code: 'priceInvalid', text: 'Der Preis muss vorhanden sein und eine Zahl sein.', index: 5 },
        { code: 'priceInvalid', text: 'Der Preis muss vorhanden sein und eine Zahl sein.', index: 6 },
      ]);
      expect(answer.message).toBe(
        'Die Beschreibung darf nicht leer sein. Das Total darf nicht leer sein und muss eine Zahl sein. Die Anzahl muss grösser als oder gleich 0 sein. Der Preis muss vorhanden sein und eine Zahl sein.',
      );
      expect((await t.app.db.select().from(invoices).where(eq(invoices.stageId, stageId)))).toEqual([]);
    });

    it('at most 3 custom lines; no empty invoice; the total must be at least 0.01 CHF', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const four = await refused({ stageId, lines: [lines[0], simple('A', 100), simple('B', 100), simple('C', 100), simple('D', 100)] });
      expect(four.errors).toEqual([{ code: 'tooManyCustomLines', text: 'Es sind höchstens 3 eigene Positionen möglich.' }]);
      expect((await create({ stageId, lines: [lines[0], simple('A', 100), simple('B', 100), simple('C', 100)] })).statusCode).toBe(200);

      const other = (await kitchenStage(t.app)).stage.id;
      expect((await refused({ stageId: other, lines: [] })).message).toBe('Die Rechnung braucht mindestens eine Position.');
      expect((await refused({ stageId: other, lines: [simple('Gutschrift', -100)] })).message).toBe('Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.');
    });

    it('an advanced line is billed at amount x price whatever total was sent', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const response = await create({ stageId, lines: [{ ...advanced('Arbeit', 7.5, 6_800, 'distribution'), total: 1 }] });
      expect(response.statusCode).toBe(200);
      const id = Number(response.headers['x-invoice-id']);
      expect((await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).limit(1))[0]).toMatchObject({ amount: 7.5, priceRp: 6_800, totalRp: 51_000, removeable: false });
    });

    it('needs exactly one of stageId and serviceOrderId, of the right kind', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const service = await serviceOrder(t.app);
      expect((await create({ lines })).statusCode).toBe(400);
      expect((await create({ stageId, serviceOrderId: service.order.id, lines })).statusCode).toBe(400);
      const byStage = await create({ stageId: service.stages[0]!.id, lines });
      expect(byStage.statusCode).toBe(400);
      expect(byStage.json().message).toContain('pro Auftrag');
      expect((await create({ serviceOrderId: (await kitchenStage(t.app)).order.id, lines })).statusCode).toBe(400);
      expect((await create({ stageId: 999_999, lines })).statusCode).toBe(404);
    });
  });

  it('numbers invoices without gaps or duplicates under concurrent creation', async () => {
    const stageIds: number[] = [];
    for (let i = 0; i < 16; i++) stageIds.push((await kitchenStage(t.app)).stage.id);
    const service = await serviceOrder(t.app);
    const answers = await Promise.all([
      ...stageIds.map((stageId) => create({ stageId, lines })),
      create({ serviceOrderId: service.order.id, lines: [advanced('Baustellen-Service', 16, 6_800, 'service')] }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = answers.map((answer) => Number(answer.headers['x-invoice-id']));
    expect(new Set(ids).size).toBe(17);
    // Every invoice of this year, in this file: sequences 1..n.
    const sequences = (await t.app.db.select({ s: invoices.sequence }).from(invoices).where(eq(invoices.year, year())).orderBy(asc(invoices.sequence))).map((r) => r.s);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    for (const answer of answers) {
      const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, Number(answer.headers['x-invoice-id']))).limit(1);
      expect(answer.headers['content-disposition']).toContain(`RGMuster${year()}${String(row!.sequence).padStart(4, '0')}.pdf`);
    }
  });

  // Two SQLite instances in one process would wait on each other synchronously (busy timeout),
  // so this one runs in the PostgreSQL project, where the year's lock is an advisory lock.
  it.skipIf(ENGINE !== 'postgres')('two instances on one database: concurrent creations still number 1..n without gaps or duplicates', async () => {
    const second = await buildApp({ ...t.config, seedDemo: false });
    try {
      const stageIds: number[] = [];
      for (let i = 0; i < 16; i++) stageIds.push((await kitchenStage(t.app)).stage.id);
      const answers = await Promise.all(
        stageIds.map((stageId, i) =>
          call((i % 2 === 0 ? t.app : second), invoicesEndpoints.create, { body: { stageId, lines }, token: tokens.admin }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((answer) => answer.headers['x-invoice-id'])).size).toBe(16);
      const sequences = (await t.app.db.select({ s: invoices.sequence }).from(invoices).where(eq(invoices.year, year())).orderBy(asc(invoices.sequence))).map((r) => r.s);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    } finally {
      await second.close();
    }
  });

  it('the same stage created many times at once gets one invoice', async () => {
    const stageId = (await kitchenStage(t.app)).stage.id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => create({ stageId, lines })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.headers['x-invoice-id'])).size).toBe(1);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.stageId, stageId))).toHaveLength(1);
  });

  it('a rolled-back creation leaves no gap: the next invoice takes its number', async () => {
    const aborted = (await kitchenStage(t.app)).stage.id;
    let taken: number | undefined;
    const rollback = t.app.db.transaction(async (tx) => {
      const { invoiceId } = await createInvoice(tx, { stageId: aborted, lines }, new Date());
      const [row] = await tx.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.id, invoiceId));
      taken = row!.sequence;
      throw new Error('rolled back after the number was taken');
    });
    await expect(rollback).rejects.toThrow('rolled back after the number was taken');
    expect(taken).toBeGreaterThan(0);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.stageId, aborted))).toEqual([]);
    const response = await create({ stageId: (await kitchenStage(t.app)).stage.id, lines });
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, Number(response.headers['x-invoice-id'])));
    expect([row!.year, row!.sequence]).toEqual([year(), taken]);
  });

  it('continues after the highest number of the year and starts every year at 1', async () => {
    const seeded = (await kitchenStage(t.app)).stage.id;
    const max = (await t.app.db.select({ s: invoices.sequence }).from(invoices).where(eq(invoices.year, year())).orderBy(asc(invoices.sequence))).length;
    await seedInvoice(t.app.db, { stageId: seeded, year: year(), sequence: max + 1, lines: [{ type: 'custom', description: 'X', amount: null, price: null, total: 100, editable: true, removeable: true }] });
    await seedInvoice(t.app.db, { stageId: (await kitchenStage(t.app)).stage.id, year: year() - 1, sequence: 41, lines: [{ type: 'custom', description: 'X', amount: null, price: null, total: 100, editable: true, removeable: true }] });
    const response = await create({ stageId: (await kitchenStage(t.app)).stage.id, lines });
    const row = (await t.app.db.select().from(invoices).where(eq(invoices.id, Number(response.headers['x-invoice-id']))).limit(1))[0]!;
    expect([row.year, row.sequence]).toEqual([year(), max + 2]);
  });

  describe('state machine', () => {
    it('re-creating an unsent invoice replaces its lines and keeps its id, number and date', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const first = await create({ stageId, lines });
      const id = Number(first.headers['x-invoice-id']);
      const before = (await t.app.db.select().from(invoices).where(eq(invoices.id, id)).limit(1))[0]!;
      const again = await create({ invoiceId: id, stageId, lines: [advanced('Küchen-Feinverteilung', 3, 30_000, 'distribution')] });
      expect(again.statusCode).toBe(200);
      expect(Number(again.headers['x-invoice-id'])).toBe(id);
      const after = (await t.app.db.select().from(invoices).where(eq(invoices.id, id)).limit(1))[0]!;
      expect([after.year, after.sequence, after.invoiceTime]).toEqual([before.year, before.sequence, before.invoiceTime]);
      // 900.00 + VAT 72.90 = 972.90
      expect([after.subtotalRp, after.vatRp, after.totalRp]).toEqual([90_000, 7_290, 97_290]);
      expect((await t.app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id))).map((l) => l.description)).toEqual(['Küchen-Feinverteilung']);
      // Without invoiceId the stage's invoice is found all the same.
      expect(Number((await create({ stageId, lines })).headers['x-invoice-id'])).toBe(id);
      // An invoiceId of another stage is refused, an unknown one not found.
      const otherId = Number((await create({ stageId: (await kitchenStage(t.app)).stage.id, lines })).headers['x-invoice-id']);
      expect((await create({ invoiceId: otherId, stageId, lines })).statusCode).toBe(400);
      expect((await create({ invoiceId: 999_999, stageId, lines })).statusCode).toBe(404);
    });

    it('send only an existing invoice, mark paid only after sending and once; sent and paid invoices are final', async () => {
      const send = (invoiceId: number) => as('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId, email: 'buchhaltung@muster-kuechenbau.ch', message: 'Besten Dank.' } }));
      const paid = (invoiceId: number) => as('admin', requestTo(invoicesEndpoints.markAsPaid, { params: { invoiceId } }));

      const notCreated = await send(999_999);
      expect(notCreated.statusCode).toBe(404);
      expect(notCreated.json().message).toBe('Die Rechnung wurde nicht gefunden.');

      const stageId = (await kitchenStage(t.app)).stage.id;
      const id = Number((await create({ stageId, lines })).headers['x-invoice-id']);
      const early = await paid(id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ code: 'conflict', message: 'Die Rechnung wurde noch nicht versandt.' });

      const sent = await send(id);
      expect(sent.statusCode, sent.body).toBe(200);
      const firstSent = sent.json().invoiceSentTime as string;
      expect(firstSent).toMatch(/^\d{4}-\d\d-\d\dT/);
      const changed = await create({ invoiceId: id, stageId, lines });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe('Die Rechnung wurde bereits versandt und kann nicht mehr geändert werden.');

      // A re-send keeps the first sent time.
      const resent = await send(id);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().invoiceSentTime).toBe(firstSent);

      const done = await paid(id);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ invoiceId: id, invoiceSentTime: firstSent, invoicePaidTime: expect.stringMatching(/^\d{4}-/), invoiceTime: expect.any(String) });
      // Marked paid by hand: in the audit log with who and when, like a payment an import books.
      const admin = (await t.app.db.select().from(users).where(eq(users.email, 'admin@demo.ch')).limit(1))[0]!;
      const entries = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(id))));
      expect(entries).toMatchObject([{ userId: admin.id, action: 'markedPaid', changes: { invoicePaidTime: { from: null, to: done.json().invoicePaidTime } } }]);
      expect((await paid(id)).json()).toEqual({ code: 'conflict', message: 'Die Rechnung ist bereits bezahlt und kann nicht mehr geändert werden.' });
      expect((await send(id)).statusCode).toBe(409);
      expect((await create({ invoiceId: id, stageId, lines })).statusCode).toBe(409);
      expect((await paid(999_999)).statusCode).toBe(404);
    });

    it('marked paid several times at once: paid once, one audit entry', async () => {
      const stageId = (await kitchenStage(t.app)).stage.id;
      const id = Number((await create({ stageId, lines })).headers['x-invoice-id']);
      expect((await as('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId: id, email: 'buchhaltung@muster-kuechenbau.ch' } }))).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => as('admin', requestTo(invoicesEndpoints.markAsPaid, { params: { invoiceId: id } }))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const entries = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(id))));
      expect(entries.map((entry) => entry.action)).toEqual(['markedPaid']);
    });

    it('refuses invoices for cancelled orders', async () => {
      const { stage, order } = await kitchenStage(t.app);
      await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      expect((await create({ stageId: stage.id, lines })).statusCode).toBe(409);
    });
  });

  it('is for admins only: every invoice call refuses other roles (403) and anonymous callers (401)', async () => {
    const { stage, order } = await kitchenStage(t.app);
    const id = Number((await create({ stageId: stage.id, lines })).headers['x-invoice-id']);
    const calls = [
      requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }),
      requestTo(invoicesEndpoints.serviceInvoiceData, { params: { orderId: order.id } }),
      requestTo(invoicesEndpoints.create, { body: { stageId: stage.id, lines } }),
      requestTo(invoicesEndpoints.download, { params: { invoiceId: id } }),
      requestTo(invoicesEndpoints.stageInvoiceDraft, { params: { stageId: stage.id } }),
      requestTo(invoicesEndpoints.serviceInvoiceDraft, { params: { orderId: order.id } }),
      requestTo(invoicesEndpoints.send, { body: { invoiceId: id } }),
      requestTo(invoicesEndpoints.markAsPaid, { params: { invoiceId: id } }),
      requestTo(invoicesEndpoints.stageInvoiceInfo, { params: { stageId: stage.id } }),
      requestTo(invoicesEndpoints.serviceInvoiceInfo, { params: { orderId: order.id } }),
      requestTo(invoicesEndpoints.qrInvoice, { body: { message: '123', amount: 100 } }),
      requestTo(invoicesEndpoints.qrInvoiceSample),
    ] as const;
    for (const call of calls) {
      for (const person of ['operator', 'employee', 'client', 'clerk'] as const) {
        const response = await as(person, { ...call });
        expect(response.statusCode, `${person} ${call.method} ${call.url}`).toBe(403);
      }
      expect((await t.app.inject({ ...call })).statusCode, `anonymous ${call.url}`).toBe(401);
    }
    expect((await as('admin', requestTo(invoicesEndpoints.download, { params: { invoiceId: id } }))).statusCode).toBe(200);
    expect((await t.app.db.select().from(invoices).where(eq(invoices.id, id)).limit(1))[0]!.invoiceSentTime).toBeNull();
  });
});
