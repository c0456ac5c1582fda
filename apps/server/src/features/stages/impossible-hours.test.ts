// Issue 27: every route that stores hours refuses hours that cannot be true with a German
// { code: 'hoursImpossible', message } and stores nothing: more than 24 hours for one person
// on one stage (one day), a stage total above 24 hours per person on it, more than two
// decimals. Each of these was stored before.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOURS_TEXTS, MESSAGE_TEXTS } from '@tragkraft/domain';
import { stageAssignments, stages, users } from '../../db/schema';
import { PNG_1X1 } from '../../../test/support/images';
import { reportBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inputsFor, kitchenInput } from '../../../test/features/offers/test-inputs';
import { offer, order } from '../../../test/features/orders/test-orders';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { requestTo } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, offersEndpoints, operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const SITE_SERVICE = 8;

describe('[stages] impossible hours are refused, not stored', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  /** A site-service stage of the demo client ordered for one person, the site lead on it. */
  const serviceStage = async (extra: Partial<typeof stages.$inferInsert> = {}) =>
    (await stageOfDemoClient(t.app, {
      typeId: SITE_SERVICE,
      stage: { date: inDays(-1), time: '07:00', amount: 1, hours: 8, ...extra },
      price: { total: 100_000, pricePerHour: 6_800 },
      team: [{ userId: p.ids.operator, confirmation: true }],
    })).stage;
  const stageRow = async (id: number) => (await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!;
  const storedHours = async (stageId: number) =>
    (await t.app.db.select({ hours: stageAssignments.hours }).from(stageAssignments).where(eq(stageAssignments.stageId, stageId)))[0]?.hours ?? null;
  const refused = (response: { statusCode: number; body: string; json: () => { code: string; message: string } }, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'hoursImpossible', message });
  };

  const saveReport = (person: Person, stageId: number, data: Record<string, unknown>) => {
    const imageId = randomUUID();
    const body = reportBody({ images: [{ id: imageId, comment: '', damage: false, deleted: false }], ...data }, [{ id: imageId, bytes: PNG_1X1, contentType: 'image/png' }]);
    return p.as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
  };

  it('report save: a site lead cannot store more than two decimals of hours for a person', async () => {
    const stage = await serviceStage({ date: inDays(1) });
    const [lead] = await t.app.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, p.ids.operator));
    refused(await saveReport('operator', stage.id, { hours: [{ userId: p.ids.operator, hours: 7.125 }] }), `${lead!.firstName}: ${HOURS_TEXTS.tooPrecise}`);
    expect(await storedHours(stage.id)).toBeNull();
    const ok = await saveReport('operator', stage.id, { hours: [{ userId: p.ids.operator, hours: 3.5 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedHours(stage.id)).toBe(3.5);
  });

  it('report save: more than a day for one person is refused in German (schema bound from domain)', async () => {
    const stage = await serviceStage({ date: inDays(1) });
    const response = await saveReport('operator', stage.id, { hours: [{ userId: p.ids.operator, hours: 24.25 }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation');
    expect(await storedHours(stage.id)).toBeNull();
  });

  it('report save: an admin cannot store a stage total above 24 hours per person', async () => {
    const stage = await serviceStage({ date: inDays(1) });
    refused(await saveReport('admin', stage.id, { workHours: 45 }), HOURS_TEXTS.totalTooMany(1, 24));
    expect((await stageRow(stage.id)).workHours).toBeNull();
    const ok = await saveReport('admin', stage.id, { workHours: 4.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stageRow(stage.id)).workHours).toBe(4.5);
  });

  it('client "Stunden ändern": 45 hours for a stage of one person are refused, 4.5 are stored', async () => {
    const stage = await serviceStage({ completedTime: new Date().toISOString(), reportSavedAt: new Date().toISOString(), workHours: 8 });
    const change = (hours: number) => p.as('client', requestTo(ordersEndpoints.changeHours, { body: { stageId: stage.id, hours } }));
    refused(await change(45), HOURS_TEXTS.totalTooMany(1, 24));
    expect((await stageRow(stage.id)).workHours).toBe(8);
    const ok = await change(4.5);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stageRow(stage.id)).workHours).toBe(4.5);
  });

  it('admin and client order edits refuse planned hours with more than two decimals', async () => {
    const stage = await serviceStage({ date: inDays(20) });
    const admin = await p.as('admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, hours: 7.333 }] } }));
    refused(admin, HOURS_TEXTS.tooPrecise);
    const client = await p.as('client', requestTo(ordersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, hours: 7.333 }] } }));
    refused(client, HOURS_TEXTS.tooPrecise);
    expect((await stageRow(stage.id)).hours).toBe(8);
    const ok = await p.as('admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, hours: 7.5 }] } }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stageRow(stage.id)).hours).toBe(7.5);
  });

  it('placing an order refuses stage hours with more than two decimals', async () => {
    const calcId = await offer(t.app, p.tokens.client, 'kitchen', kitchenInput());
    const stage = { date: inDays(30), time: '08:00' };
    refused(await order(t.app, p.tokens.client, { calcId, orderAddress: 'Zahlenweg 1\n8000 Zürich', stages: [{ ...stage, hours: 7.333 }] }), HOURS_TEXTS.tooPrecise);
    const ok = await order(t.app, p.tokens.client, { calcId, orderAddress: 'Zahlenweg 1\n8000 Zürich', stages: [{ ...stage, hours: 7.5 }] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('site-service calculation refuses hours with more than two decimals and prices 7.5 hours', async () => {
    const service = inputsFor(inDays(0)).service;
    const calculate = (hours: number) => p.as('client', requestTo(offersEndpoints.calculate, { params: { service: 'service' }, body: { ...service, dates: [{ ...service.dates[0]!, hours }] } }));
    const response = await calculate(7.333);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(MESSAGE_TEXTS.hoursTooPrecise);
    const ok = await calculate(7.5);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
