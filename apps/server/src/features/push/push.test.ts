// Web Push (issue 20, decision 024): subscriptions per role and input, and the sending through
// the durable queue to a local stand-in push service (http on 127.0.0.1, allowed by the test
// setting), whose requests the test decrypts with the subscription's own keys.
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichInstant, zurichToday, type Role } from '@tragkraft/domain';
import { PUSH_TEXTS, pushEndpoints, planningEndpoints, adminOrdersEndpoints, notificationSettingsEndpoints, authEndpoints, ordersEndpoints, employeeEndpoints } from '@tragkraft/sync-protocol';
import { buildApp } from '../../app';
import { readCompany, readPush } from '../../config';
import { seedFieldStage, seedOrder } from '../../db/factories';
import { clients, ENGINE, pushQueue, pushSubscriptions, serverSecrets, sessions, users } from '../../db/schema';
import { createTestApp, testConfig, tokenFor, type TestApp } from '../../../test/support/test-app';
import { as, userIdOf } from '../../../test/features/admin-users/test-admin';
import { browserKeys, startPushEndpoint, vapidClaims, type BrowserKeys, type PushEndpoint } from '../../../test/support/push-endpoint';
import { enqueueStagePush } from './enqueue-push';
import { pushMessage, type PushPayload } from './push-messages';
import { guardedLookup, PushRefused, sendPushRequest } from './push-request';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { call, requestTo } from '../../../test/support/call-endpoint';

const inDays = (days: number) => addDays(zurichToday(new Date()), days);
const loopbackOn = { push: { ...readPush({}, readCompany({})), allowHttpLoopback: true } };

function subscription(endpoint: string, keys: BrowserKeys = browserKeys()) {
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The VAPID JWT is signed (ES256) with the key the header names, which is the server's. */
function vapidSignatureValid(authorization: string): boolean {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization)!;
  const [head, body, signature] = match[1]!.split('.');
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  return verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
}

describe('[push] subscriptions: roles and input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the public key to staff only', async () => {
    const keys = new Set<string>();
    for (const role of ['admin', 'operator', 'employee'] as Role[]) {
      const response = await as(t.app, role, requestTo(pushEndpoints.key));
      expect(response.statusCode, role).toBe(200);
      keys.add(response.json<{ publicKey: string }>().publicKey);
    }
    expect(keys.size).toBe(1);
    expect(Buffer.from([...keys][0]!, 'base64url')).toHaveLength(65);
    for (const role of ['client', 'clerk'] as Role[]) {
      expect((await as(t.app, role, requestTo(pushEndpoints.key))).statusCode, role).toBe(403);
      expect((await as(t.app, role, requestTo(pushEndpoints.subscribe, { body: subscription('https://push.example.com/a') }))).statusCode).toBe(403);
    }
    expect((await call(t.app, pushEndpoints.key)).statusCode).toBe(401);
    expect(await t.app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an endpoint that is not https, points inside, or is malformed (400, German), and stores nothing', async () => {
    const cases: [string, string][] = [
      ['http://push.example.com/a', PUSH_TEXTS.httpsRequired],
      ['http://127.0.0.1:9/a', PUSH_TEXTS.httpsRequired],
      ['https://127.0.0.1/a', PUSH_TEXTS.privateHost],
      ['https://[::1]/a', PUSH_TEXTS.privateHost],
      ['https://10.1.2.3/a', PUSH_TEXTS.privateHost],
      ['https://192.168.1.1/a', PUSH_TEXTS.privateHost],
      ['https://169.254.169.254/latest', PUSH_TEXTS.privateHost],
      ['https://[::ffff:10.0.0.1]/a', PUSH_TEXTS.privateHost],
      ['https://[::127.0.0.1]/a', PUSH_TEXTS.privateHost],
      ['https://[2002:7f00:1::1]/a', PUSH_TEXTS.privateHost],
      ['https://[fec0::1]/a', PUSH_TEXTS.privateHost],
      ['https://[::ffff:169.254.169.254]/a', PUSH_TEXTS.privateHost],
      ['https://push.example.com:8443/a', PUSH_TEXTS.portNotAllowed],
      ['https://localhost/a', PUSH_TEXTS.privateHost],
      ['https://intranet/a', PUSH_TEXTS.privateHost],
      ['https://user:pw@push.example.com/a', PUSH_TEXTS.invalidEndpoint],
      ['ftp://push.example.com/a', PUSH_TEXTS.httpsRequired],
      ['kein-url', PUSH_TEXTS.invalidEndpoint],
    ];
    for (const [endpoint, message] of cases) {
      const response = await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: subscription(endpoint) }));
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({ code: 'badRequest', message });
    }
    const tooLong = await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: subscription(`https://push.example.com/${'a'.repeat(1000)}`) }));
    expect(tooLong.statusCode).toBe(400);
    const badKeys = await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: { endpoint: 'https://push.example.com/a', keys: { p256dh: 'A'.repeat(87), auth: 'B'.repeat(22) } } }));
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json()).toEqual({ code: 'badRequest', message: PUSH_TEXTS.invalidKeys });
    expect(await t.app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('upserts per endpoint, keeps at most ten devices per person (oldest dropped), deletes only own', async () => {
    const employee = await userIdOf(t.app, 'employee@demo.ch');
    const first = subscription('https://push.example.com/device-0');
    expect((await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: first }))).json()).toEqual({ ok: true });
    const renewed = subscription('https://push.example.com/device-0');
    await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: renewed }));
    let rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, employee));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(renewed.keys.p256dh);
    for (let i = 1; i <= 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: subscription(`https://push.example.com/device-${i}`) }));
    }
    rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, employee));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `https://push.example.com/device-${i + 1}`).sort());

    // Another person cannot remove the employee's device; the employee can.
    expect((await as(t.app, 'operator', requestTo(pushEndpoints.unsubscribe, { body: { endpoint: 'https://push.example.com/device-1' } }))).json()).toEqual({ ok: true });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://push.example.com/device-1'))).toHaveLength(1);
    await as(t.app, 'employee', requestTo(pushEndpoints.unsubscribe, { body: { endpoint: 'https://push.example.com/device-1' } }));
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://push.example.com/device-1'))).toHaveLength(0);
  });

  it('refuses an endpoint another person’s open sign-in holds (409, not moved); takes it over once that sign-in ended', async () => {
    await t.app.db.delete(pushSubscriptions);
    const endpoint = 'https://push.example.com/shared-phone';
    const employee = await userIdOf(t.app, 'employee@demo.ch');
    const ninaToken = await tokenFor(t.app, 'nina.brunner@demo.ch');
    const subscribeAs = (token: string) =>
      call(t.app, pushEndpoints.subscribe, { token, body: subscription(endpoint) });
    expect((await as(t.app, 'employee', requestTo(pushEndpoints.subscribe, { body: subscription(endpoint) }))).statusCode).toBe(200);
    const refused = await subscribeAs(ninaToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: PUSH_TEXTS.otherUsersDevice });
    let [row] = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row!.userId).toBe(employee);
    // The employee signs out on that phone: the next person may subscribe it.
    await t.app.db.update(sessions).set({ endedAt: new Date().toISOString() }).where(eq(sessions.id, row!.sessionId!));
    expect((await subscribeAs(ninaToken)).statusCode).toBe(200);
    [row] = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row!.userId).toBe(await userIdOf(t.app, 'nina.brunner@demo.ch'));
  });

  it('does not send to a loopback endpoint without the test setting, even one stored in the database', async () => {
    const service = await startPushEndpoint();
    try {
      const employee = await userIdOf(t.app, 'employee@demo.ch');
      const [client] = await t.app.db.insert(clients).values({ company: 'Guard AG' }).returning();
      const { stage } = await seedFieldStage(t.app.db, { clientId: client!.id, userId: employee, stage: { date: inDays(5), time: '07:30' }, team: [] });
      await t.app.db.delete(pushSubscriptions);
      const keys = browserKeys();
      const [session] = await t.app.db.insert(sessions).values({ id: `guard-${Date.now()}`, userId: employee, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }).returning();
      await t.app.db.insert(pushSubscriptions).values({ userId: employee, sessionId: session!.id, endpoint: `${service.origin}/sneaked`, p256dh: keys.p256dh, auth: keys.auth, updatedAt: new Date().toISOString() });
      expect((await as(t.app, 'admin', requestTo(planningEndpoints.assign, { body: { stageId: stage.id, userId: employee, force: true } }))).statusCode).toBe(200);
      // The answer's hook may have run the queue already; this flush waits for that run.
      await t.app.pushQueue.flush();
      const [row] = await t.app.db.select().from(pushQueue).where(eq(pushQueue.userId, employee));
      expect(row!.droppedAt).not.toBeNull();
      expect(row!.sentAt).toBeNull();
      expect(row!.lastError).toMatch(/refused/);
      expect(service.received).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe('[push] sending through the queue to a local push service', () => {
  let t: TestApp;
  let service: PushEndpoint;
  let jonas: number;
  let clientId: number;
  let adminId: number;

  const subscribeAs = async (who: string, path: string) => {
    const keys = browserKeys();
    const response = await as(t.app, who, requestTo(pushEndpoints.subscribe, { body: subscription(`${service.origin}${path}`, keys) }));
    expect(response.statusCode, response.body).toBe(200);
    return keys;
  };
  const newStage = async (date = inDays(6), time: string | null = '07:30') =>
    (await seedFieldStage(t.app.db, { clientId, userId: adminId, stage: { date, time }, team: [] })).stage;
  const assign = async (app: FastifyInstance, stageId: number, userId = jonas) => {
    const response = await as(app, 'admin', requestTo(planningEndpoints.assign, { body: { stageId, userId, force: true } }));
    expect(response.statusCode, response.body).toBe(200);
  };
  const payloads = (keys: BrowserKeys, path: string) => service.received.filter((r) => r.path === path).map((r) => JSON.parse(keys.decrypt(r.body)) as PushPayload);

  beforeAll(async () => {
    service = await startPushEndpoint();
    t = await createTestApp(loopbackOn);
    jonas = await userIdOf(t.app, 'jonas.frei@demo.ch');
    adminId = await userIdOf(t.app, 'admin@demo.ch');
    const [client] = await t.app.db.insert(clients).values({ company: 'Muster AG' }).returning();
    clientId = client!.id;
  });
  afterEach(async () => {
    service.respond = (_request, res) => {
      res.statusCode = 201;
      res.end();
    };
    service.received.length = 0;
    await t.app.db.delete(pushSubscriptions);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('delivers "Neuer Einsatz" after an admin assigns: decryptable with the subscription keys, VAPID-signed', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/jonas-phone');
    const stage = await newStage(inDays(6), '07:30');
    await assign(t.app, stage.id);
    await t.app.pushQueue.flush();
    expect(service.received).toHaveLength(1);
    const request = service.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(request.headers.authorization);
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:info@tragkraft.ch', key: t.app.pushQueue.publicKey });
    expect(vapidSignatureValid(request.headers.authorization!)).toBe(true);
    const payload = JSON.parse(keys.decrypt(request.body)) as PushPayload;
    const expected = pushMessage('assigned', { stageId: stage.id, date: stage.date, time: '07:30', typeId: 1, clientName: 'Muster AG' });
    expect(payload).toEqual(expected);
    expect(payload.title).toBe('Neuer Einsatz');
    expect(payload.body).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\. 07:30, Küchen-Feinverteilung – Muster AG$/);
    expect(payload.url).toBe(`/o/${stage.id}`);
    // Sent once: another flush sends nothing.
    expect(await t.app.pushQueue.flush()).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(1);

    // Taken off the stage: "Einsatz entfernt".
    const off = await as(t.app, 'admin', requestTo(planningEndpoints.unassign, { body: { stageId: stage.id, userId: jonas } }));
    expect(off.statusCode).toBe(200);
    await t.app.pushQueue.flush();
    expect(payloads(keys, '/jonas-phone').map((p) => p.title)).toEqual(['Neuer Einsatz', 'Einsatz entfernt']);
  });

  it('tells the team when the admin moves the stage and when the order is cancelled', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/jonas-move');
    const stage = await newStage(inDays(8), '07:30');
    await assign(t.app, stage.id);
    const moved = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, date: inDays(9), time: '09:00' }] } }));
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.cancel, { body: { orderId: stage.orderId, reason: 'Bau verschoben' } }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.pushQueue.flush();
    const got = payloads(keys, '/jonas-move');
    expect(got.map((p) => p.title)).toEqual(['Neuer Einsatz', 'Einsatz verschoben', 'Einsatz abgesagt']);
    expect(got[1]!.body).toMatch(/^Neu: \S+ \d\d\.\d\d\. 09:00 \(bisher \S+ \d\d\.\d\d\. 07:30\), /);
  });

  it('sends nothing of a kind the admin switched off in "Benachrichtigungen"', async () => {
    const settings = async (payload: typeof ALL_NOTIFICATIONS_ON) =>
      expect((await as(t.app, 'admin', requestTo(notificationSettingsEndpoints.save, { body: payload }))).statusCode).toBe(200);
    const keys = await subscribeAs('jonas.frei@demo.ch', '/jonas-switched');
    const stage = await newStage(inDays(12), '07:30');
    try {
      await settings({ ...ALL_NOTIFICATIONS_ON, pushAssignment: false });
      await assign(t.app, stage.id);
      await settings({ ...ALL_NOTIFICATIONS_ON, pushStageChanged: false });
      const moved = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, date: inDays(13), time: '09:00' }] } }));
      expect(moved.statusCode, moved.body).toBe(200);
      await t.app.pushQueue.flush();
      expect(payloads(keys, '/jonas-switched')).toEqual([]);
      // Switched on again: the next change is told.
      await settings(ALL_NOTIFICATIONS_ON);
      const again = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, date: inDays(14), time: '09:00' }] } }));
      expect(again.statusCode, again.body).toBe(200);
      await t.app.pushQueue.flush();
      expect(payloads(keys, '/jonas-switched').map((p) => p.title)).toEqual(['Einsatz verschoben']);
    } finally {
      await settings(ALL_NOTIFICATIONS_ON);
    }
  });

  it('sends nothing to a device whose sign-in ended (signed out on a shared phone), until someone subscribes it again', async () => {
    const token = await tokenFor(t.app, 'jonas.frei@demo.ch');
    const keys = browserKeys();
    const endpoint = `${service.origin}/shared-phone`;
    const subscribed = await call(t.app, pushEndpoints.subscribe, { token, body: subscription(endpoint, keys) });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const signedOut = await call(t.app, authEndpoints.signOut, { token });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const stage = await newStage(inDays(15), '07:30');
    await assign(t.app, stage.id);
    await t.app.pushQueue.flush();
    expect(payloads(keys, '/shared-phone')).toEqual([]);

    // Signed in again and subscribed: the device gets messages again.
    const again = await tokenFor(t.app, 'jonas.frei@demo.ch');
    expect((await call(t.app, pushEndpoints.subscribe, { token: again, body: subscription(endpoint, keys) })).statusCode).toBe(200);
    const off = await as(t.app, 'admin', requestTo(planningEndpoints.unassign, { body: { stageId: stage.id, userId: jonas } }));
    expect(off.statusCode).toBe(200);
    await t.app.pushQueue.flush();
    expect(payloads(keys, '/shared-phone').map((p) => p.title)).toEqual(['Einsatz entfernt']);
  });

  it('tells the team when the admin removes their stage from the order', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/jonas-removed');
    const { stages: [, second] } = await seedOrder(t.app.db, { clientId, userId: adminId, typeId: 1, orderAddress: 'Testweg 1\n8000 Zürich', stages: [{ date: inDays(30), time: '07:30' }, { date: inDays(31), time: '07:30' }] });
    await assign(t.app, second!.id);
    const removed = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.editStages, { body: { orderId: second!.orderId, mode: 'remove', stageIndex: 1 } }));
    expect(removed.statusCode, removed.body).toBe(200);
    await t.app.pushQueue.flush();
    expect(payloads(keys, '/jonas-removed').map((p) => p.title)).toEqual(['Neuer Einsatz', 'Einsatz entfernt']);
  });

  it('tells the team when the client moves the stage', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/jonas-client');
    const clientUser = await userIdOf(t.app, 'client@demo.ch');
    const [owner] = await t.app.db.select({ clientId: users.clientId }).from(users).where(eq(users.id, clientUser));
    const { stage } = await seedFieldStage(t.app.db, { clientId: owner!.clientId!, userId: clientUser, stage: { date: inDays(25), time: '07:30', amount: 1 }, team: [] });
    await assign(t.app, stage.id);
    const moved = await as(t.app, 'client', requestTo(ordersEndpoints.update, { body: { orderId: stage.orderId, stages: [{ id: stage.id, date: inDays(26), time: '10:00' }] } }));
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.pushQueue.flush();
    const got = payloads(keys, '/jonas-client');
    expect(got.map((p) => p.title)).toEqual(['Neuer Einsatz', 'Einsatz verschoben']);
    expect(got[1]!.body).toMatch(/^Neu: \S+ \d\d\.\d\d\. 10:00 \(bisher \S+ \d\d\.\d\d\. 07:30\), /);
  });

  it('removes the subscription when the push service answers 410 (and 404)', async () => {
    for (const status of [410, 404]) {
      await subscribeAs('jonas.frei@demo.ch', `/gone-${status}`);
      await subscribeAs('employee@demo.ch', '/still-there');
      service.respond = (request, res) => {
        res.statusCode = request.path.startsWith('/gone') ? status : 201;
        res.end('expired');
      };
      const stage = await newStage();
      await assign(t.app, stage.id);
      await assign(t.app, stage.id, await userIdOf(t.app, 'employee@demo.ch'));
      await t.app.pushQueue.flush();
      expect(service.received.map((r) => r.path).sort()).toEqual([`/gone-${status}`, '/still-there']);
      expect((await t.app.db.select().from(pushSubscriptions)).map((s) => s.endpoint)).toEqual([`${service.origin}/still-there`]);
      expect(await t.app.db.select().from(pushQueue).where(eq(pushQueue.userId, jonas))).toEqual([]);
      service.received.length = 0;
      await t.app.db.delete(pushSubscriptions);
    }
  });

  it('keeps the message when the push service fails (500) and delivers it once later', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/flaky');
    service.respond = (_request, res) => {
      res.statusCode = 500;
      res.end();
    };
    await assign(t.app, (await newStage()).id);
    await t.app.pushQueue.flush();
    const [waiting] = await t.app.db.select().from(pushQueue).where(eq(pushQueue.subscriptionId, (await t.app.db.select().from(pushSubscriptions))[0]!.id));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, droppedAt: null });
    expect(waiting!.nextAttemptAt > new Date().toISOString()).toBe(true);
    // Not due yet: nothing is sent.
    expect(await t.app.pushQueue.flush()).toMatchObject({ sent: 0, failed: 0 });
    service.respond = (_request, res) => {
      res.statusCode = 201;
      res.end();
    };
    // The clock moves past the retry time.
    await t.app.db.update(pushQueue).set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() }).where(eq(pushQueue.id, waiting!.id));
    expect(await t.app.pushQueue.flush()).toMatchObject({ sent: 1 });
    expect(await t.app.pushQueue.flush()).toMatchObject({ sent: 0 });
    // One refused attempt, one delivery, nothing more.
    expect(payloads(keys, '/flaky').map((p) => p.title)).toEqual(['Neuer Einsatz', 'Neuer Einsatz']);
    const [row] = await t.app.db.select().from(pushQueue).where(eq(pushQueue.id, waiting!.id));
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps the message when the push service cannot be reached, and sends it once it can', async () => {
    const down = await startPushEndpoint();
    const origin = down.origin;
    await down.close();
    const keys = browserKeys();
    const subscribed = await as(t.app, 'jonas.frei@demo.ch', requestTo(pushEndpoints.subscribe, { body: subscription(`${origin}/down`, keys) }));
    expect(subscribed.statusCode).toBe(200);
    await assign(t.app, (await newStage()).id);
    await t.app.pushQueue.flush();
    const [waiting] = await t.app.db.select().from(pushQueue).where(eq(pushQueue.userId, jonas));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, droppedAt: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('drops a message larger than 3 KB instead of sending it', async () => {
    await subscribeAs('jonas.frei@demo.ch', '/big');
    await assign(t.app, (await newStage()).id);
    await t.app.pushQueue.flush();
    service.received.length = 0;
    const [sub] = await t.app.db.select().from(pushSubscriptions);
    await t.app.db.insert(pushQueue).values({ subscriptionId: sub!.id, userId: jonas, kind: 'assigned', payload: { title: 'x', body: 'y'.repeat(4_000), url: '/' }, dedupeKey: 'too-big', nextAttemptAt: new Date().toISOString() });
    await t.app.pushQueue.flush();
    const [row] = await t.app.db.select().from(pushQueue).where(eq(pushQueue.dedupeKey, 'too-big'));
    expect(row!.droppedAt).not.toBeNull();
    expect(service.received).toEqual([]);
  });

  it('two flushes at once, on two app instances sharing the database, deliver each message once', async () => {
    await subscribeAs('jonas.frei@demo.ch', '/twice');
    const second = await buildApp(testConfig(t.dataDir, { ...loopbackOn, seedDemo: false, databaseUrl: t.config.databaseUrl }));
    try {
      service.respond = (_request, res) => setTimeout(() => {
        res.statusCode = 201;
        res.end();
      }, 30);
      // Queued without a request, so no answer's hook starts a run before the four below.
      for (let i = 0; i < 3; i++) {
        const stage = await newStage(inDays(10 + i));
        await t.app.db.transaction((tx) => enqueueStagePush(tx, { kind: 'assigned', stageId: stage.id, userIds: [jonas] }));
      }
      const results = await Promise.all([t.app.pushQueue.flush(), second.pushQueue.flush(), t.app.pushQueue.flush(), second.pushQueue.flush()]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
      expect(service.received.filter((r) => r.path === '/twice')).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('reminds once of an unanswered stage within 24 hours, not again after a restart', async () => {
    const keys = await subscribeAs('jonas.frei@demo.ch', '/reminder');
    const stage = await newStage(inDays(20), '07:30');
    await assign(t.app, stage.id);
    await t.app.pushQueue.flush();
    expect(payloads(keys, '/reminder').map((p) => p.title)).toEqual(['Neuer Einsatz']);
    const start = zurichInstant(inDays(20), '07:30').getTime();
    // 25 hours before: not yet.
    expect(await t.app.pushQueue.sweepReminders(new Date(start - 25 * 3_600_000))).toBe(0);
    // 23 hours before: one reminder; the sweep running again adds none.
    expect(await t.app.pushQueue.sweepReminders(new Date(start - 23 * 3_600_000))).toBe(1);
    expect(await t.app.pushQueue.sweepReminders(new Date(start - 22 * 3_600_000))).toBe(0);
    await t.app.pushQueue.flush();
    const got = payloads(keys, '/reminder');
    expect(got.map((p) => p.title)).toEqual(['Neuer Einsatz', 'Bitte Einsatz bestätigen']);
    expect(got[1]!.url).toBe(`/o/${stage.id}`);
    // A restart: a new app on the same database sweeps again and sends nothing new.
    const restarted = await buildApp(testConfig(t.dataDir, { ...loopbackOn, seedDemo: false, databaseUrl: t.config.databaseUrl }));
    try {
      expect(await restarted.pushQueue.sweepReminders(new Date(start - 20 * 3_600_000))).toBe(0);
      await restarted.pushQueue.flush();
    } finally {
      await restarted.close();
    }
    expect(payloads(keys, '/reminder')).toHaveLength(2);
    // Within 12 hours of the start confirming is closed: no reminder asks for it any more.
    const late = await newStage(inDays(22), '07:30');
    await assign(t.app, late.id);
    expect(await t.app.pushQueue.sweepReminders(new Date(zurichInstant(inDays(22), '07:30').getTime() - 11 * 3_600_000))).toBe(0);
    // A person who has answered is not reminded.
    const other = await newStage(inDays(21), '07:30');
    await assign(t.app, other.id);
    const answered = await as(t.app, 'jonas.frei@demo.ch', requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'confirm', stageId: other.id } }));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await t.app.pushQueue.sweepReminders(new Date(zurichInstant(inDays(21), '07:30').getTime() - 23 * 3_600_000))).toBe(0);
  });
});

describe('[push] VAPID keys', () => {
  it('generates the key pair once and keeps it across a restart (SQLite: DATA_DIR file 0600; PostgreSQL: the database)', async () => {
    const t = await createTestApp();
    try {
      const key = t.app.pushQueue.publicKey;
      if (ENGINE === 'sqlite') {
        const file = join(t.dataDir, 'vapid-keys.json');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ publicKey: key });
      } else {
        const [row] = await t.app.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
        expect(JSON.parse(row!.value)).toMatchObject({ publicKey: key });
      }
      // A second instance (or the same after a restart) on the same data signs with the same key.
      const second = await buildApp(testConfig(t.dataDir, { seedDemo: false, databaseUrl: t.config.databaseUrl }));
      try {
        expect(second.pushQueue.publicKey).toBe(key);
      } finally {
        await second.close();
      }
    } finally {
      await t.close();
    }
  });

  it('takes the keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, both or neither', async () => {
    const keys = webpush.generateVAPIDKeys();
    const push = readPush({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://tragkraft.ch/kontakt' }, readCompany({}));
    expect(push).toMatchObject({ vapidKeys: keys, subject: 'https://tragkraft.ch/kontakt', allowHttpLoopback: false });
    expect(() => readPush({ VAPID_PUBLIC_KEY: keys.publicKey }, readCompany({}))).toThrow(/together/);
    expect(readPush({}, readCompany({ COMPANY_EMAIL: 'buero@example.ch' })).subject).toBe('mailto:buero@example.ch');
    const t = await createTestApp({ push });
    try {
      expect((await as(t.app, 'employee', requestTo(pushEndpoints.key))).json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await t.close();
    }
  });
});

describe('[push] outbound guard', () => {
  let service: PushEndpoint;
  beforeAll(async () => {
    service = await startPushEndpoint();
  });
  afterAll(async () => service.close());
  const request = (endpoint: string) => ({ endpoint, method: 'POST', headers: { TTL: 60 }, body: Buffer.from('x') });

  it('requires https, and http only on loopback with the test setting', async () => {
    await expect(sendPushRequest(request('http://push.example.com/a'), { allowHttpLoopback: true })).rejects.toBeInstanceOf(PushRefused);
    await expect(sendPushRequest(request(`${service.origin}/a`), { allowHttpLoopback: false })).rejects.toBeInstanceOf(PushRefused);
    expect(service.received).toHaveLength(0);
    expect(await sendPushRequest(request(`${service.origin}/a`), { allowHttpLoopback: true })).toMatchObject({ status: 201 });
    expect(service.received).toHaveLength(1);
  });

  it('refuses a name that resolves to an internal address when the request is made', async () => {
    const resolved = (allow: boolean) =>
      new Promise<unknown>((resolve) => guardedLookup(allow)('localhost', { family: 4 }, (error, address) => resolve(error ?? address)));
    expect(await resolved(false)).toBeInstanceOf(PushRefused);
    expect(await resolved(true)).toBe('127.0.0.1');
  });

  it('does not follow a redirect', async () => {
    service.received.length = 0;
    service.respond = (req, res) => {
      res.statusCode = req.path === '/moved' ? 302 : 201;
      if (req.path === '/moved') res.setHeader('Location', `${service.origin}/target`);
      res.end();
    };
    expect(await sendPushRequest(request(`${service.origin}/moved`), { allowHttpLoopback: true })).toMatchObject({ status: 302 });
    expect(service.received.map((r) => r.path)).toEqual(['/moved']);
  });

  it('gives up on a push service that does not answer in time, and reads only a few KB of an answer', async () => {
    service.respond = () => undefined;
    const began = Date.now();
    await expect(sendPushRequest(request(`${service.origin}/slow`), { allowHttpLoopback: true, totalTimeoutMs: 300 })).rejects.toThrow(/timeout/);
    expect(Date.now() - began).toBeLessThan(2_000);
    service.respond = (_req, res) => {
      res.statusCode = 400;
      res.write('x'.repeat(64 * 1024));
      // Never ends: the reader stops after a few KB anyway.
    };
    const answer = await sendPushRequest(request(`${service.origin}/big`), { allowHttpLoopback: true, totalTimeoutMs: 2_000 });
    expect(answer.status).toBe(400);
    expect(answer.text.length).toBeLessThanOrEqual(500);
  });
});

describe('[push] texts', () => {
  it('says when, what and for whom in German; a long client name is cut so the payload stays small', () => {
    const facts = { stageId: 7, date: '2026-01-12', time: '07:30', typeId: 1, clientName: 'Muster AG' };
    expect(pushMessage('assigned', facts)).toEqual({ title: 'Neuer Einsatz', body: 'Mo 12.01. 07:30, Küchen-Feinverteilung – Muster AG', url: '/o/7' });
    expect(pushMessage('moved', { ...facts, date: '2026-01-13', time: '09:00', previous: { date: '2026-01-12', time: '07:30' } }).body).toBe('Neu: Di 13.01. 09:00 (bisher Mo 12.01. 07:30), Küchen-Feinverteilung – Muster AG');
    expect(pushMessage('reminder', { ...facts, time: null }).body).toBe('Mo 12.01., Küchen-Feinverteilung – Muster AG: Sie haben noch nicht zugesagt.');
    expect(pushMessage('cancelled', { ...facts, date: null })).toEqual({ title: 'Einsatz abgesagt', body: 'Datum offen, Küchen-Feinverteilung – Muster AG', url: '/' });
    const long = pushMessage('assigned', { ...facts, clientName: 'Ä'.repeat(5_000) });
    expect(long.body.length).toBeLessThanOrEqual(240);
    expect(long.body.endsWith('…')).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(long))).toBeLessThan(3 * 1024);
  });
});
