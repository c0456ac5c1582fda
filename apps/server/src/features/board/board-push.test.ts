// Issue 33 (decision 035): the staff's push after a board move and after an applied day order,
// as the order modal's edit sends it ("Einsatz verschoben"), delivered to the stand-in push
// service on 127.0.0.1 and decrypted with the subscription's own keys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichToday } from '@tragkraft/domain';
import { boardEndpoints, pushEndpoints } from '@tragkraft/sync-protocol';
import { readCompany, readPush } from '../../config';
import { seedFieldStage } from '../../db/factories';
import { clients, stages } from '../../db/schema';
import type { PushPayload } from '../push/push-messages';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, userIdOf } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';
import { browserKeys, startPushEndpoint, type BrowserKeys, type PushEndpoint } from '../../../test/support/push-endpoint';

describe('[board] the staff get their push after a move and an applied order', () => {
  let t: TestApp;
  let service: PushEndpoint;
  let jonas = 0;
  let clientId = 0;
  let adminId = 0;
  const inDays = (days: number) => addDays(zurichToday(new Date()), days);

  beforeAll(async () => {
    service = await startPushEndpoint();
    t = await createTestApp({ push: { ...readPush({}, readCompany({})), allowHttpLoopback: true } });
    jonas = await userIdOf(t.app, 'jonas.frei@demo.ch');
    adminId = await userIdOf(t.app, 'admin@demo.ch');
    const [client] = await t.app.db.insert(clients).values({ company: 'Muster AG' }).returning();
    clientId = client!.id;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = async (path: string): Promise<BrowserKeys> => {
    const keys = browserKeys();
    const response = await as(t.app, 'jonas.frei@demo.ch', requestTo(pushEndpoints.subscribe, { body: { endpoint: `${service.origin}${path}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } }));
    expect(response.statusCode, response.body).toBe(200);
    return keys;
  };
  const received = async (keys: BrowserKeys, path: string) => {
    await t.app.pushQueue.flush();
    return service.received.filter((r) => r.path === path).map((r) => JSON.parse(keys.decrypt(r.body)) as PushPayload);
  };
  const plannedStage = async (date: string, time: string) =>
    (await seedFieldStage(t.app.db, { clientId, userId: adminId, stage: { date, time, amount: 1 }, team: [{ userId: jonas, confirmation: true }] })).stage;
  const versionOf = async (stageId: number) => (await t.app.db.select({ v: stages.version }).from(stages).where(eq(stages.id, stageId)))[0]!.v;

  it('pushes "Einsatz verschoben" to the planned person after a move to another day', async () => {
    const keys = await subscribe('/jonas-board-move');
    const stage = await plannedStage(inDays(20), '07:30');
    const moved = await as(t.app, 'admin', requestTo(boardEndpoints.move, { body: { stageId: stage.id, date: inDays(21), time: '09:00', version: await versionOf(stage.id) } }));
    expect(moved.statusCode, moved.body).toBe(200);
    const got = await received(keys, '/jonas-board-move');
    expect(got.map((p) => p.title)).toEqual(['Einsatz verschoben']);
    expect(got[0]!.body).toMatch(/^Neu: \S+ \d\d\.\d\d\. 09:00 \(bisher \S+ \d\d\.\d\d\. 07:30\), /);
  });

  it('pushes once per stage whose start time an applied order changed', async () => {
    const keys = await subscribe('/jonas-board-order');
    const date = inDays(23);
    const early = await plannedStage(date, '08:00');
    const late = await plannedStage(date, '13:00');
    const applied = await as(t.app, 'admin', requestTo(boardEndpoints.applyOrder, {
      body: { date, stages: [{ stageId: late.id, version: await versionOf(late.id), time: '07:20' }, { stageId: early.id, version: await versionOf(early.id), time: '11:00' }] },
    }));
    expect(applied.statusCode, applied.body).toBe(200);
    const got = await received(keys, '/jonas-board-order');
    expect(got.map((p) => p.title)).toEqual(['Einsatz verschoben', 'Einsatz verschoben']);
    expect(got.map((p) => p.url).sort()).toEqual([`/o/${early.id}`, `/o/${late.id}`].sort());
  });
});
