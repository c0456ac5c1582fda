import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, MESSAGE_TEXTS, zurichToday } from '@tragkraft/domain';
import type { StageDetail } from '@tragkraft/sync-protocol';
import { seedAssignment, seedImage } from '../../db/factories';
import { clientRatings, stages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, seedKuechenbauOrder, tokens, userId } from '../../../test/features/orders/test-orders';
import { call } from '../../../test/support/call-endpoint';
import { ordersEndpoints } from '@tragkraft/sync-protocol';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

describe('[orders] operation report: stage details, rating, sign-off, hours, images', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  const today = zurichToday(new Date());
  let service: Awaited<ReturnType<typeof seedKuechenbauOrder>>;
  let kitchen: Awaited<ReturnType<typeof seedKuechenbauOrder>>;
  let damageImage: string;
  let plainImage: string;
  let deletedImage: string;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
    const done = { reportSavedAt: new Date().toISOString(), completedTime: new Date().toISOString() };
    service = await seedKuechenbauOrder(t.app, {
      typeId: 8,
      orderAddress: 'Baustelle West\n8048 Zürich',
      price: { total: 111_260, pricePerHour: 6_800 },
      order: { orderNumber: 'SV-9' },
      stages: [
        { date: addDays(today, -1), time: '07:00', amount: 3, hours: 8, workHours: 22.5, truckArrivalTime: null, damages: true, general: 'Alles verteilt.', ...done },
        { date: addDays(today, 1), time: '07:00', amount: 3, hours: 8 },
      ],
    });
    kitchen = await seedKuechenbauOrder(t.app, { price: { total: 50_000, count: 7 }, stages: [{ date: addDays(today, -3), time: '08:00', amount: 7, ...done }] });
    const stageId = service.stages[0]!.id;
    await seedAssignment(t.app.db, { stageId, userId: await userId(t.app, 'operator@demo.ch'), confirmation: true, hours: 8 });
    await seedAssignment(t.app.db, { stageId, userId: await userId(t.app, 'nina.brunner@demo.ch'), confirmation: null, hours: 7.5 });
    await seedAssignment(t.app.db, { stageId, userId: await userId(t.app, 'jonas.frei@demo.ch'), confirmation: false });
    plainImage = (await seedImage(t.app.db, t.config.uploadsDir, { stageId, bytes: PNG, mimeType: 'image/png', comment: 'Treppenhaus' })).id;
    damageImage = (await seedImage(t.app.db, t.config.uploadsDir, { stageId, bytes: PNG, mimeType: 'image/png', damage: true, comment: 'Kratzer' })).id;
    deletedImage = (await seedImage(t.app.db, t.config.uploadsDir, { stageId, bytes: PNG, mimeType: 'image/png', deleted: true })).id;
  });
  afterAll(async () => t.close());

  const details = (token: string, id: number) => call(t.app, ordersEndpoints.stageDetails, { params: { stageId: id }, headers: bearer(token) });
  const rate = (token: string, id: number, payload: Record<string, unknown>) =>
    call(t.app, ordersEndpoints.rateStage, { params: { stageId: id }, headers: bearer(token), unsafeBody: payload });
  const sign = (token: string, id: number) => call(t.app, ordersEndpoints.signStage, { params: { stageId: id }, headers: bearer(token) });
  const hours = (token: string, stageId: number, value: number) =>
    call(t.app, ordersEndpoints.changeHours, { headers: bearer(token), body: { stageId, hours: value } });
  const image = (token: string, id: string, kind = 'operation') => call(t.app, ordersEndpoints.image, { params: { kind, id }, headers: bearer(token) });

  it('answers the stage detail with report, workers and images (damage first, deleted hidden)', async () => {
    const response = await details(tk.clerk, service.stages[0]!.id);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StageDetail>();
    expect(detail).toMatchObject({
      id: service.stages[0]!.id,
      orderId: service.order.id,
      date: addDays(today, -1),
      time: '07:00',
      hours: 8,
      amount: 3,
      orderNumber: 'SV-9',
      stageNumber: 1,
      stagesCount: 2,
      stageAmount: 3,
      priceCount: null,
      typeId: 8,
      workHours: 22.5,
      workerCount: 2,
      signedTime: null,
      signedUser: null,
      damages: true,
      general: 'Alles verteilt.',
      address: 'Baustelle West\n8048 Zürich',
      rating: null,
      hasRating: false,
    });
    expect(detail.completedTime).not.toBeNull();
    expect(detail.images).toEqual([
      { id: damageImage, comment: 'Kratzer', damage: true },
      { id: plainImage, comment: 'Treppenhaus', damage: false },
    ]);
    expect((await details(tk.client, kitchen.stages[0]!.id)).json<StageDetail>()).toMatchObject({ priceCount: 7, stagesCount: 1, workerCount: 0, images: [] });
  });

  it('takes a rating of 1 to 5 once, only for a completed stage', async () => {
    const id = kitchen.stages[0]!.id;
    for (const rating of [0, 6, 2.5, null]) {
      const refused = await rate(tk.client, id, { rating });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGE_TEXTS.ratingMissing);
    }
    const future = await rate(tk.client, service.stages[1]!.id, { rating: 4 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Der Einsatz ist noch nicht abgeschlossen.');
    expect((await rate(tk.clerk, id, { rating: 4 })).statusCode).toBe(403);
    expect((await rate(tk.client2, id, { rating: 1 })).statusCode).toBe(404);

    const first = await rate(tk.client, id, { rating: 4, comment: ' Pünktlich und sauber. ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stageId: id, rating: 4, comment: 'Pünktlich und sauber.', hasRating: true });
    const second = await rate(tk.client, id, { rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'conflict', message: 'Sie haben diesen Einsatz bereits bewertet.' });
    expect((await t.app.db.select().from(clientRatings).where(eq(clientRatings.stageId, id)))).toMatchObject([{ rating: 4 }]);
    expect((await details(tk.clerk, id)).json<StageDetail>()).toMatchObject({ rating: 4, ratingComment: 'Pünktlich und sauber.', hasRating: true });
  });

  it('lets the client correct the total hours until it signs them off, once', async () => {
    const id = service.stages[0]!.id;
    expect((await hours(tk.client2, id, 20)).statusCode).toBe(404);
    expect((await hours(tk.clerk, id, 20)).statusCode).toBe(403);
    expect((await hours(tk.client, id, 20.3)).statusCode).toBe(400);
    const notDone = await hours(tk.client, service.stages[1]!.id, 20);
    expect(notDone.statusCode).toBe(400);
    expect((await hours(tk.client, kitchen.stages[0]!.id, 3)).json().message).toBe('Stunden können nur beim Baustellen-Service geändert werden.');

    // Other changes have moved the sync cursor (one counter over all stages) far ahead: the
    // client's changes must go above it, or field devices would never pull them.
    await t.app.db.update(stages).set({ version: 5_000 }).where(eq(stages.id, kitchen.stages[0]!.id));
    const changed = await hours(tk.client, id, 21.5);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ stageId: id, hours: 21.5 });
    expect((await details(tk.client, id)).json<StageDetail>().workHours).toBe(21.5);
    expect((await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!.version).toBeGreaterThan(5_000);

    expect((await sign(tk.client2, id)).statusCode).toBe(404);
    expect((await sign(tk.clerk, id)).statusCode).toBe(403);
    expect((await sign(tk.client, service.stages[1]!.id)).statusCode).toBe(400);
    await t.app.db.update(stages).set({ version: 6_000 }).where(eq(stages.id, kitchen.stages[0]!.id));
    const signed = await sign(tk.client, id);
    expect(signed.statusCode, signed.body).toBe(200);
    const body = signed.json<{ signedTime: string; signedUser: { firstName: string; lastName: string } }>();
    expect(body.signedUser).toEqual({ firstName: 'Sandra', lastName: 'Huber' });
    expect(Math.abs(Date.parse(body.signedTime) - Date.now())).toBeLessThan(10_000);
    const signedStage = (await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!;
    expect(signedStage.clientSignedTime).toBe(body.signedTime);
    expect(signedStage.version).toBeGreaterThan(6_000);
    expect((await details(tk.clerk, id)).json<StageDetail>()).toMatchObject({ signedTime: body.signedTime, signedUser: { firstName: 'Sandra', lastName: 'Huber' } });

    const again = await sign(tk.client, id);
    expect(again.statusCode).toBe(409);
    const locked = await hours(tk.client, id, 10);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Die Stunden wurden bereits visiert und können nicht mehr geändert werden.');
    expect((await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!.workHours).toBe(21.5);
  });

  it('serves stage images to those who may see the stage, as images only', async () => {
    for (const token of [tk.client, tk.clerk, tk.admin, tk.operator]) {
      const response = await image(token, damageImage);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe('inline');
      expect(Buffer.compare(response.rawPayload, PNG)).toBe(0);
    }
    // Not assigned, another company, another kind, unknown, deleted: all the same 404.
    expect((await image(tk.employee, damageImage)).statusCode).toBe(404);
    expect((await image(tk.client2, damageImage)).statusCode).toBe(404);
    expect((await image(tk.client, damageImage, 'invoice')).statusCode).toBe(404);
    expect((await image(tk.client, 'no-such-image')).statusCode).toBe(404);
    expect((await image(tk.admin, deletedImage)).statusCode).toBe(404);
    expect((await call(t.app, ordersEndpoints.image, { params: { kind: 'operation', id: damageImage } })).statusCode).toBe(401);
    // A stored non-image type is never served as such (no HTML from uploads).
    const html = await seedImage(t.app.db, t.config.uploadsDir, { stageId: service.stages[0]!.id, bytes: Buffer.from('<script>alert(1)</script>'), mimeType: 'text/html' });
    const served = await image(tk.client, html.id);
    expect(served.headers['content-type']).toBe('application/octet-stream');
  });

  it('keeps another company out of every stage route (404)', async () => {
    const id = service.stages[0]!.id;
    expect((await details(tk.client2, id)).statusCode).toBe(404);
    expect((await details(tk.client2, id)).json()).toEqual({ code: 'notFound', message: 'Nicht gefunden.' });
    expect((await details(tk.client, 999_999)).statusCode).toBe(404);
    expect((await details(tk.operator, id)).statusCode).toBe(403);
  });
});
