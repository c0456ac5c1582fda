import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { addDays, formatDate, MESSAGE_TEXTS, mondayOf, zurichToday } from '@tragkraft/domain';
import type { ClientOrderRow, OrderDetail } from '@tragkraft/sync-protocol';
import { orders, stages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { FLOOR_STAGES_PER_DAY } from './capacity';
import { bearer, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { call, urlTo } from '../../../test/support/call-endpoint';
import { ordersEndpoints } from '@tragkraft/sync-protocol';

describe('[orders] the client’s orders: list, detail, edit, project plan', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  const today = zurichToday(new Date());
  let order: Awaited<ReturnType<typeof seedKuechenbauOrder>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
    // Stage 1 past, stage 2 in two days (date locked), stages 3 and 4 open to change.
    order = await seedKuechenbauOrder(t.app, {
      price: { total: 100_000, count: 8 },
      order: { orderNumber: 'ED-1', contactDriver: 'Max Fahrer', contactDriverPhone: '079 000 00 01' },
      stages: [
        { date: addDays(today, -2), time: '08:00', amount: 2, damages: true, reportSavedAt: new Date().toISOString() },
        { date: addDays(today, 2), time: '08:00', amount: 2 },
        { date: addDays(today, 20), time: '08:00', amount: 2, orderNumber: 'E-3' },
        { date: addDays(today, 25), time: null, amount: 2 },
      ],
    });
  });
  afterAll(async () => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const update = (token: string, payload: Record<string, unknown>) => call(t.app, ordersEndpoints.update, { headers: bearer(token), unsafeBody: payload });
  const stageId = (n: number) => order.stages[n - 1]!.id;
  const refusal = (response: Awaited<ReturnType<typeof update>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ code: string; errors: { text: string }[] }>().errors.map((e) => e.text);
  };

  it('lists future stages ascending and past stages newest first, for client and clerk', async () => {
    for (const token of [tk.client, tk.clerk]) {
      const future = (await get(token, urlTo(ordersEndpoints.future))).json<ClientOrderRow[]>();
      const past = (await get(token, urlTo(ordersEndpoints.past))).json<ClientOrderRow[]>();
      expect(future.every((row) => row.stageDate === null || row.stageDate >= today)).toBe(true);
      expect(past.every((row) => row.stageDate !== null && row.stageDate < today)).toBe(true);
      expect(future.map((r) => r.stageDate)).toEqual(future.map((r) => r.stageDate).sort());
      expect(past.map((r) => r.stageDate)).toEqual(past.map((r) => r.stageDate).sort().reverse());
      expect(past.find((row) => row.stageId === stageId(1))).toEqual({
        id: order.order.id,
        createdTime: order.order.createdAt,
        orderNumber: 'ED-1',
        stageDate: addDays(today, -2),
        stageTime: '08:00',
        typeId: 1,
        type: 'Küchen-Feinverteilung',
        stagesCount: 4,
        stageAmount: 2,
        stageHours: null,
        stageId: stageId(1),
        stageNumber: 1,
        orderAddress: 'Testweg 1\n8000 Zürich',
        clientSignedTime: null,
        completedTime: null,
        operationDamage: true,
        operationReport: true,
      });
      expect(future.find((row) => row.stageId === stageId(3))).toMatchObject({ stageNumber: 3, orderNumber: 'E-3', operationDamage: false, operationReport: false });
      // Only the own company's orders.
      expect([...future, ...past].every((row) => row.orderAddress !== 'Wohnsiedlung Aarehof\nAarstrasse 40\n3005 Bern')).toBe(true);
    }
    const client2 = (await get(tk.client2, urlTo(ordersEndpoints.future))).json<ClientOrderRow[]>();
    expect(client2.some((row) => row.id === order.order.id)).toBe(false);
    expect(client2.some((row) => row.orderAddress.includes('Aarehof'))).toBe(true);
    expect((await get(tk.admin, urlTo(ordersEndpoints.future))).statusCode).toBe(403);
  });

  it('answers the order with contacts and a lock level per stage', async () => {
    const response = await get(tk.clerk, urlTo(ordersEndpoints.detail, { params: { id: order.order.id } }));
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail).toMatchObject({ id: order.order.id, typeId: 1, orderNumber: 'ED-1', contactDriver: 'Max Fahrer', contactDriverPhone: '079 000 00 01', total: 100_000, locked: false });
    expect(detail.stages.map((s) => s.lock)).toEqual(['locked', 'dateLocked', 'editable', 'editable']);
    expect(detail.stages[1]!.lockReason).toBe(MESSAGE_TEXTS.stageDateLocked);
  });

  it('saves allowed changes and raises the version of changed stages only', async () => {
    const versions = async () => t.app.db.select({ id: stages.id, version: stages.version }).from(stages).where(eq(stages.orderId, order.order.id)).orderBy(stages.stageNumber);
    const before = await versions();
    const response = await update(tk.client, {
      orderId: order.order.id,
      orderNumber: 'ED-2',
      orderAddress: 'Testweg 2\n8000 Zürich',
      contactGeneral: 'GU AG',
      stages: [
        { id: stageId(2), time: '10:00', remarks: 'später' },
        { id: stageId(3), date: addDays(today, 21), amount: 3 },
        { id: stageId(4), amount: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail).toMatchObject({ orderNumber: 'ED-2', orderAddress: 'Testweg 2\n8000 Zürich', contactGeneral: 'GU AG', contactDriver: 'Max Fahrer' });
    expect(detail.stages[1]).toMatchObject({ time: '10:00', remarks: 'später', date: addDays(today, 2) });
    expect(detail.stages[2]).toMatchObject({ date: addDays(today, 21), amount: 3, orderNumber: 'E-3' });
    const after = await versions();
    expect(detail.stages[3]).toMatchObject({ amount: 1 });
    expect(after.map((s, i) => s.version > before[i]!.version)).toEqual([false, true, true, true]);
  });

  it('gives a changed stage a version above every other stage, so field devices pull the change', async () => {
    // Other changes have moved the sync cursor (one counter over all stages) far ahead.
    const other = await seedKuechenbauOrder(t.app, { stages: [{ date: addDays(today, 40), time: '08:00', amount: 2 }] });
    await t.app.db.update(stages).set({ version: 5_000 }).where(eq(stages.id, other.stages[0]!.id));
    const response = await update(tk.client, { orderId: order.order.id, stages: [{ id: stageId(4), remarks: 'Zufahrt über Hof' }] });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.app.db.select({ version: stages.version }).from(stages).where(eq(stages.id, stageId(4)));
    expect(stored!.version).toBeGreaterThan(5_000);
  });

  it('refuses to change a past stage', async () => {
    expect(refusal(await update(tk.client, { orderId: order.order.id, stages: [{ id: stageId(1), amount: 5 }] }))).toEqual([`Etappe 1: ${MESSAGE_TEXTS.stageLocked}`]);
  });

  it('refuses to move a stage dated within the next 3 days', async () => {
    expect(refusal(await update(tk.client, { orderId: order.order.id, stages: [{ id: stageId(2), date: addDays(today, 9) }] }))).toEqual([`Etappe 2: ${MESSAGE_TEXTS.stageDateLocked}`]);
  });

  it('refuses a new date in the past or within the next 3 days', async () => {
    expect(refusal(await update(tk.client, { orderId: order.order.id, stages: [{ id: stageId(3), date: addDays(today, 3) }] }))).toContain(`Etappe 3: ${MESSAGE_TEXTS.changedDateTooSoon}`);
  });

  it('keeps the stages in order', async () => {
    expect(refusal(await update(tk.client, { orderId: order.order.id, stages: [{ id: stageId(4), date: addDays(today, 15) }] }))).toEqual([`Etappe 4: ${MESSAGE_TEXTS.notIncreasing}`]);
    expect(refusal(await update(tk.client, { orderId: order.order.id, orderAddress: ' ' }))).toEqual([MESSAGE_TEXTS.addressMissing]);
  });

  it('refuses a changed date on a fully booked day, and nothing is saved', async () => {
    const full = addDays(today, 30);
    for (let i = 0; i < FLOOR_STAGES_PER_DAY; i++) await seedKuechenbauOrder(t.app, { typeId: 3, stages: [{ date: full, time: '08:00' }] });
    const response = await update(tk.client, { orderId: order.order.id, orderNumber: 'ED-3', stages: [{ id: stageId(4), date: full }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'dayBooked', message: `An folgenden Tagen sind wir bereits ausgebucht: ${formatDate(full)}`, days: [full] });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.order.id)).limit(1))[0]!.orderNumber).toBe('ED-2');
  });

  it('locks the whole order once its last stage is past', async () => {
    const done = await seedKuechenbauOrder(t.app, { stages: [{ date: addDays(today, -10), time: '08:00' }, { date: addDays(today, -5), time: '08:00' }] });
    const detail = (await get(tk.client, urlTo(ordersEndpoints.detail, { params: { id: done.order.id } }))).json<OrderDetail>();
    expect(detail.locked).toBe(true);
    expect(detail.stages.map((s) => s.lock)).toEqual(['locked', 'locked']);
    expect(refusal(await update(tk.client, { orderId: done.order.id, contactGeneral: 'Neu' }))).toEqual([MESSAGE_TEXTS.orderLocked]);
    expect(refusal(await update(tk.client, { orderId: done.order.id, stages: [{ id: done.stages[1]!.id, remarks: 'x' }] }))).toEqual([MESSAGE_TEXTS.orderLocked]);
    // Sending the stored values again is no change.
    expect((await update(tk.client, { orderId: done.order.id, contactGeneral: '' })).statusCode).toBe(200);
  });

  it('keeps site-service days in one week, and one order per week and object', async () => {
    const monday = addDays(mondayOf(addDays(today, 14)), 7);
    const day = (date: string) => ({ date, time: '07:00', amount: 2, hours: 8 });
    const service = await seedKuechenbauOrder(t.app, { typeId: 8, orderAddress: 'Objekt A', stages: [day(monday), day(addDays(monday, 1))] });
    await seedKuechenbauOrder(t.app, { typeId: 8, orderAddress: 'Objekt A', stages: [day(addDays(monday, 7))] });
    const moveToNextWeek = await update(tk.client, { orderId: service.order.id, stages: [{ id: service.stages[1]!.id, date: addDays(monday, 8) }] });
    expect(refusal(moveToNextWeek)).toContain(MESSAGE_TEXTS.notSameWeek);
    const badHours = await update(tk.client, { orderId: service.order.id, stages: [{ id: service.stages[1]!.id, hours: 20 }] });
    expect(refusal(badHours)).toEqual(['Tag 2: Die Stunden müssen zwischen 1 und 12 liegen.']);
    const bothNextWeek = await update(tk.client, {
      orderId: service.order.id,
      stages: [{ id: service.stages[0]!.id, date: addDays(monday, 8) }, { id: service.stages[1]!.id, date: addDays(monday, 9) }],
    });
    expect(refusal(bothNextWeek)).toEqual([MESSAGE_TEXTS.weekTaken]);
    const ok = await update(tk.client, { orderId: service.order.id, stages: [{ id: service.stages[1]!.id, hours: 6, amount: 3 }] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('delivers the project plan as an Excel workbook with the stages', async () => {
    const response = await get(tk.clerk, urlTo(ordersEndpoints.projectPlan, { params: { stageId: stageId(3) } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.getWorksheet('Auftrag')!;
    expect(header.getCell('B1').value).toBe(`Auftrag Nr. ${order.order.id}`);
    expect(header.getCell('B2').value).toBe('Muster Küchenbau AG');
    const sheet = workbook.getWorksheet('Etappen')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Etappe', 'Datum', 'Zeit', 'Anzahl', 'Auftragsnummer', 'Bemerkungen']);
    const rows = [2, 3, 4, 5].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((r) => r[1])).toEqual(['Etappe 1/4', 'Etappe 2/4', 'Etappe 3/4', 'Etappe 4/4']);
    const third = addDays(today, 21);
    // A real date that sorts, shown as 'Mo 12.05.2026'.
    expect(rows[2]!.slice(2, 6)).toEqual([new Date(`${third}T00:00:00.000Z`), '08:00', '3', 'E-3']);
    expect(sheet.getCell('B4').numFmt).toBe('[$-807]ddd dd.mm.yyyy');
    expect(header.getCell('B6').value).toBeInstanceOf(Date);
    const contacts = header.getColumn(1).values;
    expect(contacts).toContain('Chauffeur');
  });

  it('keeps other companies out (404) and the clerk from editing (403)', async () => {
    const id = order.order.id;
    expect((await get(tk.client2, urlTo(ordersEndpoints.detail, { params: { id } }))).statusCode).toBe(404);
    expect((await get(tk.client2, urlTo(ordersEndpoints.detail, { params: { id } }))).json()).toEqual({ code: 'notFound', message: 'Nicht gefunden.' });
    expect((await get(tk.client2, urlTo(ordersEndpoints.orderDocument, { params: { id } }))).statusCode).toBe(404);
    expect((await get(tk.client2, urlTo(ordersEndpoints.projectPlan, { params: { stageId: stageId(3) } }))).statusCode).toBe(404);
    expect((await update(tk.client2, { orderId: id, orderNumber: 'HACK' })).statusCode).toBe(404);
    // A stage of another order inside an own order's update is unknown too.
    const foreignStage = (await t.app.db.select({ id: stages.id }).from(stages).innerJoin(orders, eq(orders.id, stages.orderId)).where(eq(orders.clientId, 2)).limit(1))[0]!.id;
    expect((await update(tk.client, { orderId: id, stages: [{ id: foreignStage, remarks: 'x' }] })).statusCode).toBe(404);
    expect((await update(tk.clerk, { orderId: id, orderNumber: 'CLERK' })).statusCode).toBe(403);
    expect((await get(tk.client, urlTo(ordersEndpoints.detail, { params: { id: 999999 } }))).statusCode).toBe(404);
    // A cancelled order is gone for the client.
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await get(tk.client, urlTo(ordersEndpoints.detail, { params: { id } }))).statusCode).toBe(404);
    expect((await get(tk.client, urlTo(ordersEndpoints.future))).json<ClientOrderRow[]>().some((row) => row.id === id)).toBe(false);
    await t.app.db.update(orders).set({ status: 'active' }).where(eq(orders.id, id));
    expect((await t.app.db.select().from(orders).where(eq(orders.id, id)).limit(1))[0]!.orderNumber).toBe('ED-2');
  });
});
