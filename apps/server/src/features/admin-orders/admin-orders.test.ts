import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, zurichToday } from '@tragkraft/domain';
import type { AdminOrderDetail, AdminOrderRow } from '@tragkraft/sync-protocol';
import { seedAssignment, seedOrder, seedPayment, type SeedOrderInput } from '../../db/factories';
import { clientRatings, invoices, mailQueue, stages } from '../../db/schema';
import { docxText, pdfText } from '../../../test/support/documents';
import { createTestApp, waitForMails, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, parseMailText, userIdOf } from '../../../test/features/admin-users/test-admin';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const inDays = (days: number) => addDays(zurichToday(new Date()), days);

describe('[admin-orders] lists, order modal, cancel and stages', () => {
  let t: TestApp;
  let clientUser: number;
  const seed = (input: Partial<SeedOrderInput> & Pick<SeedOrderInput, 'stages'>) =>
    seedOrder(t.app.db, { clientId: 1, userId: clientUser, typeId: 1, orderAddress: 'Limmatquai 1\n8001 Zürich', price: { total: 100_000, count: 8 }, ...input });
  const get = async <T>(url: string) => {
    const response = await as(t.app, 'admin', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const post = (url: string, payload: object) => as(t.app, 'admin', { method: 'POST', url, payload });

  beforeAll(async () => {
    t = await createTestApp();
    clientUser = await userIdOf(t.app, 'client@demo.ch');
  });
  afterAll(async () => t.close());

  it('refuses every route to every other role and to anonymous callers', async () => {
    const { order } = await seed({ stages: [{ date: inDays(20), time: '08:00', amount: 8 }] });
    for (const entry of [adminOrdersEndpoints.listNew, adminOrdersEndpoints.listFuture, adminOrdersEndpoints.listPast]) await expectAdminOnly(t.app, requestTo(entry));
    await expectAdminOnly(t.app, requestTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    await expectAdminOnly(t.app, requestTo(adminOrdersEndpoints.update, { body: { orderId: order.id, orderNumber: 'X' } }));
    await expectAdminOnly(t.app, requestTo(adminOrdersEndpoints.cancel, { body: { orderId: order.id, reason: 'x' } }));
    await expectAdminOnly(t.app, requestTo(adminOrdersEndpoints.editStages, { body: { orderId: order.id, mode: 'add', stageIndex: 0 } }));
    await expectAdminOnly(t.app, requestTo(adminOrdersEndpoints.orderDocument, { params: { orderId: order.id } }));
    const detail = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    expect(detail).toMatchObject({ status: 'active', stagesCount: 1, params: { orderNumber: '' } });
  });

  it('lists stages with warnings, invoice and rating fields; cancelled orders are left out', async () => {
    const warned = await seed({ order: { orderNumber: 'W-1' }, stages: [{ date: inDays(2), time: '07:00', amount: 4 }, { date: inDays(30), time: null, amount: null, orderNumber: 'E-2' }] });
    const fine = await seed({ price: { total: 50_000, count: 3 }, stages: [{ date: inDays(25), time: '08:00', amount: 3 }] });
    const cancelled = await seed({ order: { status: 'cancelled' }, stages: [{ date: inDays(26), time: '08:00', amount: 8 }] });
    const done = await seed({ typeId: 8, price: { total: 40_000 }, stages: [{ date: '2024-03-05', time: '07:00', amount: 2, hours: 8, completedTime: '2024-03-06T08:00:00.000Z' }] });
    const [invoice] = await t.app.db.insert(invoices).values({ year: 2024, sequence: 7, stageId: null, serviceOrderId: done.order.id, subtotalRp: 80_000, vatRp: 6_480, roundingRp: 0, totalRp: 86_480, invoiceTime: '2024-03-07T10:00:00.000Z', invoiceSentTime: '2024-03-07T11:00:00.000Z' }).returning();
    await t.app.db.insert(clientRatings).values({ stageId: done.stages[0]!.id, userId: clientUser, rating: 4, comment: 'Gut' });

    const future = await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listFuture));
    const ids = future.map((r) => r.stageId);
    expect(ids).toEqual(expect.arrayContaining([warned.stages[0]!.id, warned.stages[1]!.id, fine.stages[0]!.id]));
    expect(ids).not.toContain(cancelled.stages[0]!.id);
    const dates = future.map((r) => r.stageDate ?? '9999');
    expect([...dates].sort()).toEqual(dates);
    const first = future.find((r) => r.stageId === warned.stages[0]!.id)!;
    expect(first).toMatchObject({
      id: warned.order.id, firstDate: inDays(2), firstTime: '07:00', stageNumber: 1, stagesCount: 2, stageAmount: 4, priceCount: 8,
      clientName: 'Muster Küchenbau AG', type: 'Küchen-Feinverteilung', typeId: 1, orderNumber: 'W-1', dateWarning: 'warning', amountWarning: true,
      invoiceId: null, clientRating: null, completedTime: null,
    });
    expect(future.find((r) => r.stageId === warned.stages[1]!.id)).toMatchObject({ orderNumber: 'E-2', dateWarning: null, stageNumber: 2, firstDate: inDays(2) });
    expect(future.find((r) => r.stageId === fine.stages[0]!.id)).toMatchObject({ amountWarning: false, dateWarning: null, priceCount: 3 });

    const past = await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listPast));
    const pastDates = past.map((r) => r.stageDate!);
    expect([...pastDates].sort().reverse()).toEqual(pastDates);
    expect(past.find((r) => r.stageId === done.stages[0]!.id)).toMatchObject({
      invoiceId: invoice!.id, invoiceNumber: 20_240_007, invoiceTime: '2024-03-07T10:00:00.000Z', invoiceSentTime: '2024-03-07T11:00:00.000Z', invoicePaidTime: null,
      clientRating: 4, clientRatingComment: 'Gut', priceCount: null, amountWarning: false, dateWarning: null, completedTime: '2024-03-06T08:00:00.000Z',
    });

    const newest = await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listNew));
    expect(newest.slice(0, 3).map((r) => r.id)).toEqual([done.order.id, fine.order.id, warned.order.id]);
    expect(newest.filter((r) => r.id === warned.order.id)).toHaveLength(1);
    expect(newest.map((r) => r.id)).not.toContain(cancelled.order.id);
    expect(newest.length).toBeLessThanOrEqual(500);
  });

  it('carries what a sent invoice received in part (imported or assigned payments), so the row colour can show it', async () => {
    const partly = await seed({ stages: [{ date: '2024-04-02', time: '08:00', amount: 8, completedTime: '2024-04-02T15:00:00.000Z' }] });
    const unpaid = await seed({ stages: [{ date: '2024-04-03', time: '08:00', amount: 8, completedTime: '2024-04-03T15:00:00.000Z' }] });
    const sent = { subtotalRp: 80_000, vatRp: 6_480, roundingRp: 0, totalRp: 86_480, invoiceTime: '2024-04-05T10:00:00.000Z', invoiceSentTime: '2024-04-05T11:00:00.000Z' };
    const [invoice] = await t.app.db.insert(invoices).values({ year: 2024, sequence: 41, stageId: partly.stages[0]!.id, ...sent }).returning();
    await t.app.db.insert(invoices).values({ year: 2024, sequence: 42, stageId: unpaid.stages[0]!.id, ...sent });
    for (const [n, amount] of [[1, 30_000], [2, 6_000]] as const) {
      await seedPayment(t.app.db, { invoiceId: invoice!.id, amountRp: amount, valueDate: '2024-05-01', key: `admin-orders-test-${n}` });
    }
    const past = await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listPast));
    expect(past.find((r) => r.stageId === partly.stages[0]!.id)).toMatchObject({ invoiceId: invoice!.id, invoicePaidTime: null, invoiceReceived: 36_000 });
    expect(past.find((r) => r.stageId === unpaid.stages[0]!.id)).toMatchObject({ invoicePaidTime: null, invoiceReceived: 0 });
    const withoutInvoice = (await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listNew))).find((r) => r.invoiceId === null);
    expect(withoutInvoice?.invoiceReceived).toBe(0);
  });

  it('shows the order modal with calculation, people, teams, and cancelled orders too', async () => {
    const admin = await userIdOf(t.app, 'admin@demo.ch');
    const { order, stages: [stage] } = await seed({
      params: { meters: [] },
      price: { total: 123_400, count: 8, pricePer: 15_425 },
      order: { adminUserId: admin, orderNumber: 'M-9', contactFiller: 'Hans', contactFillerPhone: '079 1' },
      stages: [{ date: inDays(21), time: '08:00', amount: 8, remarks: 'Hinterhof' }],
    });
    await seedAssignment(t.app.db, { stageId: stage!.id, userId: await userIdOf(t.app, 'operator@demo.ch'), confirmation: true });
    const detail = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    expect(detail).toMatchObject({
      orderId: order.id, typeId: 1, type: 'Küchen-Feinverteilung', clientId: 1, clientName: 'Muster Küchenbau AG', clientSpecial: null,
      email: 'client@demo.ch', phone: '044 555 11 11', calcParams: { meters: [] }, calcPrice: { total: 123_400, count: 8 }, total: 123_400,
      adminUserId: admin, adminUser: { firstName: 'Andrea', lastName: 'Meier', email: 'admin@demo.ch' },
      params: { orderNumber: 'M-9', orderAddressType: 'manual', orderAddress: 'Limmatquai 1\n8001 Zürich', contactFiller: 'Hans', contactFillerPhone: '079 1', contactDriver: '' },
      stages: [{ id: stage!.id, date: inDays(21), time: '08:00', amount: 8, remarks: 'Hinterhof', team: [{ firstName: 'Marco', role: 'operator', confirmation: true }] }],
      auditLog: [],
    });
    const cancelled = await seed({ order: { status: 'cancelled', cancelReason: 'Bau verschoben' }, stages: [{ date: inDays(22), time: null }] });
    expect(await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: cancelled.order.id } }))).toMatchObject({ status: 'cancelled', cancelReason: 'Bau verschoben' });
    expect((await as(t.app, 'admin', requestTo(adminOrdersEndpoints.detail, { params: { orderId: 99999 } }))).statusCode).toBe(404);
  });

  it('saves admin edits inside the client lock, records before and after, and raises stage versions', async () => {
    const { order, stages: [soon, later] } = await seed({ stages: [{ date: inDays(1), time: '08:00', amount: 4 }, { date: inDays(9), time: '08:00', amount: 4 }] });
    const versionOf = async (id: number) => (await t.app.db.select({ version: stages.version }).from(stages).where(eq(stages.id, id)))[0]!.version;
    const versionBefore = await versionOf(soon!.id);
    const response = await post(urlTo(adminOrdersEndpoints.update), {
      orderId: order.id,
      orderAddress: 'Neue Adresse 5\n8002 Zürich',
      contactDriver: 'Fritz',
      stages: [{ id: soon!.id, date: inDays(2), time: '09:30', amount: 5, remarks: 'Kran' }, { id: later!.id, amount: 3 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<AdminOrderDetail>();
    expect(detail.params).toMatchObject({ orderAddress: 'Neue Adresse 5\n8002 Zürich', contactDriver: 'Fritz' });
    expect(detail.stages.map((s) => [s.date, s.time, s.amount, s.remarks])).toEqual([[inDays(2), '09:30', 5, 'Kran'], [inDays(9), '08:00', 3, '']]);
    expect(await versionOf(soon!.id)).toBeGreaterThan(versionBefore);
    const actions = detail.auditLog.map((e) => `${e.entity}:${e.action}`);
    expect(actions).toEqual(expect.arrayContaining(['order:update', 'stage:update', 'stage:update']));
    expect(detail.auditLog.find((e) => e.entity === 'order')).toMatchObject({
      user: { firstName: 'Andrea', lastName: 'Meier' },
      changes: { orderAddress: { from: 'Limmatquai 1\n8001 Zürich', to: 'Neue Adresse 5\n8002 Zürich' }, contactDriver: { from: '', to: 'Fritz' } },
    });
    expect(detail.auditLog.find((e) => e.entity === 'stage' && e.entityId === String(soon!.id))).toMatchObject({
      changes: { date: { from: inDays(1), to: inDays(2) }, time: { from: '08:00', to: '09:30' }, amount: { from: 4, to: 5 }, remarks: { from: '', to: 'Kran' } },
    });
  });

  it('refuses an empty address, a missing delivery date, disordered or invalid dates and booked days', async () => {
    const { order, stages: [one, two] } = await seed({ stages: [{ date: inDays(31), time: '08:00', amount: 4 }, { date: inDays(33), time: '08:00', amount: 4 }] });
    const refused = async (payload: object, status = 400) => {
      const response = await post(urlTo(adminOrdersEndpoints.update), { orderId: order.id, ...payload });
      expect(response.statusCode, response.body).toBe(status);
      return response.json<{ code: string; message: string }>();
    };
    expect(await refused({ orderAddress: '  ' })).toMatchObject({ code: 'validation', message: 'Bitte geben Sie die Objektadresse ein.' });
    expect((await refused({ stages: [{ id: one!.id, date: null }] })).message).toContain('Bitte geben Sie ein Lieferdatum ein.');
    expect((await refused({ stages: [{ id: two!.id, date: inDays(30) }] })).message).toBe('Etappe 2: Das Datum muss nach dem Datum der vorherigen Etappe liegen.');
    expect((await refused({ stages: [{ id: one!.id, date: '2025-02-30' }] })).message).toContain('Etappe 1: Datum oder Zeit nicht erkannt');
    expect((await refused({ stages: [{ id: one!.id, time: '25:00' }] })).message).toContain('Datum oder Zeit nicht erkannt');
    const full = inDays(45);
    for (let i = 0; i < 6; i++) await seed({ stages: [{ date: full, time: '08:00', amount: 1 }] });
    expect(await refused({ stages: [{ id: two!.id, date: full }] }, 409)).toMatchObject({ code: 'dayBooked' });
    const unchanged = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    expect(unchanged.stages.map((s) => s.date)).toEqual([inDays(31), inDays(33)]);
    expect(unchanged.auditLog).toEqual([]);
  });

  it('cancels an order: the day is free again, the client is e-mailed, the order leaves the lists', async () => {
    const day = inDays(50);
    const filled: Awaited<ReturnType<typeof seed>>[] = [];
    for (let i = 0; i < 6; i++) filled.push(await seed({ order: { orderNumber: `F-${i}` }, stages: [{ date: day, time: '08:00', amount: 1 }] }));
    const booked = async () => (await as(t.app, 'client', requestTo(ordersEndpoints.bookedDates))).json<string[]>();
    expect(await booked()).toContain(day);
    const mailsBefore = (await waitForMails(t.dataDir, 0)).length;

    expect((await post(urlTo(adminOrdersEndpoints.cancel), { orderId: filled[0]!.order.id, reason: '  ' })).json()).toMatchObject({ message: 'Bitte geben Sie einen Grund für die Stornierung ein.' });
    const response = await post(urlTo(adminOrdersEndpoints.cancel), { orderId: filled[0]!.order.id, reason: 'Bauherr hat den Auftrag zurückgezogen.' });
    expect(response.json()).toEqual({ ok: true, message: 'Der Auftrag wurde erfolgreich storniert' });
    expect(await booked()).not.toContain(day);

    const mails = await waitForMails(t.dataDir, mailsBefore + 1);
    const mail = await parseMailText(mails.at(-1)!);
    expect(mail.to).toBe('client@demo.ch');
    expect(mail.subject).toBe(`Auftrag storniert: Nr. ${filled[0]!.order.id}`);
    expect(mail.text).toContain('Grund: Bauherr hat den Auftrag zurückgezogen.');
    // A copy to the client's invoice address, as the order confirmation has; answers reach the office.
    expect(mails.at(-1)!).toMatch(/^Cc: buchhaltung@muster-kuechenbau\.ch$/m);
    expect(mails.at(-1)!).toMatch(/^Reply-To: info@tragkraft\.ch$/m);
    expect((await t.app.db.select().from(mailQueue)).every((m) => m.sentAt !== null)).toBe(true);

    const future = await get<AdminOrderRow[]>(urlTo(adminOrdersEndpoints.listFuture));
    expect(future.map((r) => r.id)).not.toContain(filled[0]!.order.id);
    const detail = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: filled[0]!.order.id } }));
    expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'Bauherr hat den Auftrag zurückgezogen.' });
    expect(detail.auditLog[0]).toMatchObject({ action: 'cancel', changes: { status: { from: 'active', to: 'cancelled' } } });
    const again = await post(urlTo(adminOrdersEndpoints.cancel), { orderId: filled[0]!.order.id, reason: 'nochmals' });
    expect(again.statusCode).toBe(409);
    expect((await post(urlTo(adminOrdersEndpoints.update), { orderId: filled[0]!.order.id, orderNumber: 'X' })).statusCode).toBe(409);
  });

  it('moves several orders onto the last free place of a day at once: one is saved, the others refused with dayBooked', async () => {
    const day = inDays(55);
    for (let i = 0; i < 5; i++) await seed({ stages: [{ date: day, time: '08:00', amount: 1 }] });
    const movers: Awaited<ReturnType<typeof seed>>[] = [];
    for (let i = 0; i < 6; i++) movers.push(await seed({ stages: [{ date: inDays(56 + i), time: '08:00', amount: 8 }] }));
    const answers = await Promise.all(movers.map(({ order, stages: [stage] }) => post(urlTo(adminOrdersEndpoints.update), { orderId: order.id, stages: [{ id: stage!.id, date: day }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json<{ code: string }>().code)).toEqual(Array(5).fill('dayBooked'));
    expect(await t.app.db.select({ id: stages.id }).from(stages).where(eq(stages.date, day))).toHaveLength(6);
  });

  it('cancels an order sent several times at once exactly once: the others answer 409, one mail', async () => {
    const { order } = await seed({ stages: [{ date: inDays(58), time: '08:00', amount: 8 }] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(urlTo(adminOrdersEndpoints.cancel), { orderId: order.id, reason: 'Mehrfach geklickt' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const subject = `Auftrag storniert: Nr. ${order.id}`;
    const queued = await t.app.db.select({ message: mailQueue.message }).from(mailQueue);
    expect(queued.filter((m) => (m.message as { subject?: string }).subject === subject)).toHaveLength(1);
    const detail = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    expect(detail.auditLog.filter((e) => e.action === 'cancel')).toHaveLength(1);
  });

  it('adds and removes stages, never the last one nor one with a report', async () => {
    const { order, stages: [a, b] } = await seed({ stages: [{ date: inDays(60), time: '08:00', amount: 4 }, { date: inDays(62), time: '08:00', amount: 4 }] });
    const edit = (mode: 'add' | 'remove', stageIndex: number) => post(urlTo(adminOrdersEndpoints.editStages), { orderId: order.id, mode, stageIndex });

    const added = await edit('add', 0);
    expect(added.statusCode, added.body).toBe(200);
    const afterAdd = added.json<AdminOrderDetail>();
    expect(afterAdd.stagesCount).toBe(3);
    expect(afterAdd.stages.map((s) => [s.stageNumber, s.date])).toEqual([[1, inDays(60)], [2, null], [3, inDays(62)]]);
    const newId = afterAdd.stages[1]!.id;

    const removed = (await edit('remove', 0)).json<AdminOrderDetail>();
    expect(removed.stages.map((s) => [s.id, s.stageNumber])).toEqual([[newId, 1], [b!.id, 2]]);
    expect(removed.stagesCount).toBe(2);
    expect(await t.app.db.select().from(stages).where(eq(stages.id, a!.id))).toEqual([]);
    expect((await edit('remove', 5)).statusCode).toBe(400);

    await t.app.db.update(stages).set({ reportSavedAt: new Date().toISOString() }).where(eq(stages.id, b!.id));
    const withReport = await edit('remove', 1);
    expect(withReport.statusCode).toBe(409);
    expect((await edit('remove', 0)).statusCode).toBe(200);
    const last = await edit('remove', 0);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ message: 'Die letzte Etappe kann nicht entfernt werden.' });

    const detail = await get<AdminOrderDetail>(urlTo(adminOrdersEndpoints.detail, { params: { orderId: order.id } }));
    expect(detail.stages).toHaveLength(1);
    expect(detail.auditLog.map((e) => e.action)).toEqual(['removeStage', 'removeStage', 'addStage']);
    expect(detail.auditLog[2]).toMatchObject({ changes: { stageId: newId, stagesCount: { from: 2, to: 3 } } });
    expect(detail.auditLog[1]).toMatchObject({ changes: { stageId: a!.id, stage: { date: inDays(60), amount: 4 } } });
  });

  it('downloads the order confirmation as PDF and as Word', async () => {
    const { order } = await seed({ order: { orderNumber: 'DOC-7' }, stages: [{ date: inDays(70), time: '08:00', amount: 8 }] });
    const pdf = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.orderDocument, { params: { orderId: order.id } }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Auftragsbest`);
    expect(await pdfText(pdf.rawPayload)).toContain('DOC-7');
    const docx = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.orderDocument, { params: { orderId: order.id }, query: { format: 'docx' } }));
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain(`${order.id}.docx`);
    const text = await docxText(docx.rawPayload);
    expect(text).toContain(`Auftragsbestätigung Nr. ${order.id}`);
    expect(text).toContain('DOC-7');
    expect(text).toContain("1'081.00");
    expect((await as(t.app, 'admin', requestTo(adminOrdersEndpoints.orderDocument, { params: { orderId: order.id }, unsafeQuery: { format: 'xls' } }))).statusCode).toBe(400);
  });
});
