import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichInstant, zurichToday, type Role } from '@tragkraft/domain';
import type { CalendarLink } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { rawRows } from '../../db/open-database';
import { calendarFeeds, clients, ENGINE, users } from '../../db/schema';
import { createTestApp, tokenFor, type TestApp } from '../../../test/support/test-app';
import { as, userIdOf } from '../../../test/features/admin-users/test-admin';
import { FEED_FETCHES_PER_WINDOW, FEED_MISSES_PER_ADDRESS } from './feed-limits';
import { call, requestTo, urlTo } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, calendarEndpoints, planningEndpoints, employeeEndpoints, operationsEndpoints, authEndpoints } from '@tragkraft/sync-protocol';

const inDays = (days: number) => addDays(zurichToday(new Date()), days);
let addressCount = 0;
/** Each fetch from its own address unless given, so the per-address limit stays out of the way. */
const nextAddress = () => `10.77.${(++addressCount >> 8) & 255}.${addressCount & 255}`;

describe('[calendar] staff calendar feed', () => {
  let t: TestApp;
  let ids: Record<'employee' | 'operator' | 'nina' | 'jonas' | 'client', number>;
  let clientId: number;

  const link = async (who: Role | string, method: 'GET' | 'POST' = 'GET') => {
    const response = await as(t.app, who, (method === 'POST' ? requestTo(calendarEndpoints.newLink, { body: { replace: true } }) : requestTo(calendarEndpoints.ownLink)));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarLink>().url;
  };
  const fetchFeed = (url: string, remoteAddress = nextAddress()) => t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });
  const eventsOf = async (url: string): Promise<Map<string, VEvent>> => {
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    const parsed = ical.sync.parseICS(response.body);
    return new Map(Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT').map((e) => [e.uid, e]));
  };
  const uid = (stageId: number) => `stage-${stageId}@app.test`;

  beforeAll(async () => {
    t = await createTestApp();
    ids = {
      employee: await userIdOf(t.app, 'employee@demo.ch'),
      operator: await userIdOf(t.app, 'operator@demo.ch'),
      nina: await userIdOf(t.app, 'nina.brunner@demo.ch'),
      jonas: await userIdOf(t.app, 'jonas.frei@demo.ch'),
      client: await userIdOf(t.app, 'client@demo.ch'),
    };
    const [client] = await t.app.db.insert(clients).values({ company: 'Müller, Söhne; Partner AG' }).returning({ id: clients.id });
    clientId = client!.id;
  });
  afterAll(async () => t.close());

  it('answers the own link to admins, operators and employees only; creates it once', async () => {
    for (const role of ['admin', 'operator', 'employee'] as const) {
      const url = await link(role);
      expect(url).toMatch(/^http:\/\/app\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(await link(role)).toBe(url);
    }
    for (const role of ['client', 'clerk'] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await as(t.app, role, (method === 'POST' ? requestTo(calendarEndpoints.newLink, { body: { replace: true } }) : requestTo(calendarEndpoints.ownLink)));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    expect((await call(t.app, calendarEndpoints.ownLink)).statusCode).toBe(401);
    expect((await call(t.app, calendarEndpoints.newLink, { body: { replace: true } })).statusCode).toBe(401);
    const clientFeeds = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ids.client));
    expect(clientFeeds).toEqual([]);
  });

  it('serves the own assigned stages as iCalendar without sign-in, nothing of other staff', async () => {
    const own = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(10), time: '07:30' }, team: [{ userId: ids.employee }, { userId: ids.nina }] });
    const others = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(10), time: '13:00' }, team: [{ userId: ids.nina }] });
    const url = await link('employee');
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    const events = await eventsOf(url);
    expect(events.has(uid(own.stage.id))).toBe(true);
    expect(events.has(uid(others.stage.id))).toBe(false);
    const ninaEvents = await eventsOf(await link('nina.brunner@demo.ch'));
    expect(ninaEvents.has(uid(others.stage.id))).toBe(true);
  });

  it('writes title, one-line address, Zurich times, team and contacts, escaping commas and semicolons', async () => {
    const summer = await seedFieldStage(t.app.db, {
      clientId,
      userId: ids.client,
      orderAddress: 'Seestrasse 5\n8002 Zürich',
      order: { orderNumber: 'A-77', contactCManager: 'Vera Bau; Leitung', contactCManagerPhone: '079 111 22 33', contactDriver: 'Kurt, Fahrer', contactDriverPhone: '078 1' },
      stage: { date: '2099-07-01', time: '07:30' },
      team: [{ userId: ids.employee }, { userId: ids.operator }],
    });
    const winter = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: '2099-01-15', time: '07:30' }, team: [{ userId: ids.employee }] });
    const allDay = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: '2099-02-03', time: null }, team: [{ userId: ids.employee }] });
    const site = await seedFieldStage(t.app.db, { clientId, userId: ids.client, typeId: 8, stage: { date: '2099-03-03', time: '08:00', hours: 6.5 }, team: [{ userId: ids.employee }] });
    const url = await link('employee');
    const raw = (await fetchFeed(url)).body;
    expect(raw).toContain('SUMMARY:Küchen-Feinverteilung – Müller\\, Söhne\\; Partner AG');
    expect(raw).toContain('LOCATION:Seestrasse 5\\, 8002 Zürich');
    const events = await eventsOf(url);

    const s = events.get(uid(summer.stage.id))!;
    expect(s.summary).toBe('Küchen-Feinverteilung – Müller, Söhne; Partner AG');
    expect(s.location).toBe('Seestrasse 5, 8002 Zürich');
    // 07:30 in Zurich is 05:30 UTC in summer (CEST), 06:30 UTC in winter (CET).
    expect(s.start.toISOString()).toBe('2099-07-01T05:30:00.000Z');
    expect(s.end?.toISOString()).toBe('2099-07-01T09:30:00.000Z');
    expect(events.get(uid(winter.stage.id))!.start.toISOString()).toBe('2099-01-15T06:30:00.000Z');
    expect(s.description).toContain('Auftrag: A-77');
    expect(s.description).toMatch(/Team: .*\(Einsatzleiter\).*\(Mitarbeiter\)/);
    expect(s.description).toContain('Bauleiter: Vera Bau; Leitung, 079 111 22 33');
    expect(s.description).toContain('Chauffeur: Kurt, Fahrer, 078 1');
    expect(s.status).toBe('CONFIRMED');

    const day = events.get(uid(allDay.stage.id))!;
    expect(day.datetype).toBe('date');
    expect(raw).toContain('DTSTART;VALUE=DATE:20990203');
    // Site service: the stage's planned hours.
    const siteEvent = events.get(uid(site.stage.id))!;
    expect(siteEvent.end!.getTime() - siteEvent.start.getTime()).toBe(6.5 * 3_600_000);
    expect(siteEvent.summary).toMatch(/^Baustellen-Service – /);
  });

  it('keeps the UID across an edit with a higher SEQUENCE, marks a cancelled order, drops a removed assignment', async () => {
    const { order, stage } = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(20), time: '09:00' }, team: [{ userId: ids.employee }] });
    const removed = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(21), time: '09:00' }, team: [{ userId: ids.employee }] });
    const url = await link('employee');
    const before = (await eventsOf(url)).get(uid(stage.id))!;
    expect(before).toBeDefined();

    const assign = await as(t.app, 'admin', requestTo(planningEndpoints.assign, { body: { stageId: stage.id, userId: ids.jonas, force: true } }));
    expect(assign.statusCode, assign.body).toBe(200);
    const edited = (await eventsOf(url)).get(uid(stage.id))!;
    expect(Number(edited.sequence)).toBeGreaterThan(Number(before.sequence));
    expect(edited.description).toContain('Jonas');

    const cancel = await as(t.app, 'admin', requestTo(adminOrdersEndpoints.cancel, { body: { orderId: order.id, reason: 'Bauverzögerung' } }));
    expect(cancel.statusCode, cancel.body).toBe(200);
    const unassign = await as(t.app, 'admin', requestTo(planningEndpoints.unassign, { body: { stageId: removed.stage.id, userId: ids.employee } }));
    expect(unassign.statusCode, unassign.body).toBe(200);
    const after = await eventsOf(url);
    const cancelled = after.get(uid(stage.id))!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(edited.sequence));
    expect(after.has(uid(removed.stage.id))).toBe(false);
  });

  it('follows the app on declined stages: the employee\'s is cancelled, the operator\'s left out; the team marks who declined', async () => {
    const declinedByBoth = await seedFieldStage(t.app.db, {
      clientId,
      userId: ids.client,
      stage: { date: inDays(30), time: '09:00' },
      team: [{ userId: ids.operator, confirmation: false }, { userId: ids.employee, confirmation: false }],
    });
    const ninaDeclined = await seedFieldStage(t.app.db, {
      clientId,
      userId: ids.client,
      stage: { date: inDays(31), time: '09:00' },
      team: [{ userId: ids.operator, confirmation: true }, { userId: ids.employee }, { userId: ids.nina, confirmation: false }],
    });
    const employeeFeed = await eventsOf(await link('employee'));
    const operatorFeed = await eventsOf(await link('operator'));

    const declined = employeeFeed.get(uid(declinedByBoth.stage.id))!;
    expect(declined.status).toBe('CANCELLED');
    expect(declined.summary).toMatch(/\(abgesagt\)$/);
    expect(operatorFeed.has(uid(declinedByBoth.stage.id))).toBe(false);
    for (const feed of [employeeFeed, operatorFeed]) {
      const event = feed.get(uid(ninaDeclined.stage.id))!;
      expect(event.status).toBe('CONFIRMED');
      expect(event.description).toMatch(/Team: .*Nina \(Mitarbeiter, abgesagt\)/);
      expect(event.description).not.toMatch(/Marco \([^)]*abgesagt/);
    }

    // The same stages as the app's lists of coming stages (active ones; the feed also keeps
    // cancelled orders, as STATUS:CANCELLED, so calendars drop them).
    for (const [who, feed, endpoint] of [['employee', employeeFeed, urlTo(employeeEndpoints.ownFuture)], ['operator', operatorFeed, urlTo(operationsEndpoints.future)]] as const) {
      const response = await as(t.app, who, { method: 'GET', url: endpoint });
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json<{ stageDetails: { id: number }[] }>().stageDetails.map((s) => uid(s.id)).sort();
      const today = zurichInstant(zurichToday(new Date()), '00:00');
      const orderCancelled = (e: VEvent) => e.status === 'CANCELLED' && !String(e.summary).endsWith('(abgesagt)');
      const fed = [...feed.values()].filter((e) => e.start >= today && !orderCancelled(e)).map((e) => e.uid).sort();
      expect(fed, who).toEqual(listed);
    }
  });

  it('ends every line with CRLF, the last one too (RFC 5545), and parses with a maintained parser', async () => {
    await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(12), time: '10:00' }, team: [{ userId: ids.employee }] });
    const raw = (await fetchFeed(await link('employee'))).body;
    expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Object.values(ical.sync.parseICS(raw)).some((c) => c?.type === 'VEVENT')).toBe(true);
  });

  it('lists stages from 60 days back on', async () => {
    const old = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(-61), time: '09:00' }, team: [{ userId: ids.employee }] });
    const recent = await seedFieldStage(t.app.db, { clientId, userId: ids.client, stage: { date: inDays(-59), time: '09:00' }, team: [{ userId: ids.employee }] });
    const events = await eventsOf(await link('employee'));
    expect(events.has(uid(old.stage.id))).toBe(false);
    expect(events.has(uid(recent.stage.id))).toBe(true);
  });

  it('"Neuen Link erstellen" revokes the old URL (404 { code, message })', async () => {
    const oldUrl = await link('operator');
    const newUrl = await link('operator', 'POST');
    expect(newUrl).not.toBe(oldUrl);
    expect(await link('operator')).toBe(newUrl);
    const old = await fetchFeed(oldUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'notFound', message: expect.stringMatching(/Kalender-Link/) });
    expect((await fetchFeed(newUrl)).statusCode).toBe(200);
    // Without { replace: true } nothing is replaced.
    for (const payload of [{}, { replace: false }, [true]]) {
      const refused = await as(t.app, 'operator', requestTo(calendarEndpoints.newLink, { unsafeBody: payload }));
      expect(refused.statusCode).toBe(400);
    }
    expect(await link('operator')).toBe(newUrl);
    // Two renewals at once still give two different links.
    const [a, b] = await Promise.all([link('operator', 'POST'), link('operator', 'POST')]);
    expect(a).not.toBe(b);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const url = await link('admin');
    const secret = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const adminId = await userIdOf(t.app, 'admin@demo.ch');
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, adminId)).limit(1);
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(await t.app.db.select().from(calendarFeeds))).not.toContain(secret);
    if (ENGINE === 'sqlite') {
      // Nor in any page of the database files, the write-ahead log included.
      await rawRows(t.app.db, sql`PRAGMA wal_checkpoint(TRUNCATE)`);
      for (const file of readdirSync(t.dataDir).filter((name) => name.endsWith('.db') || name.includes('.db-'))) {
        expect(readFileSync(join(t.dataDir, file)).includes(secret), file).toBe(false);
      }
    }
  });

  it('answers 404 for an unknown secret, a deactivated or a deleted user, 400 for a malformed name', async () => {
    expect((await call(t.app, calendarEndpoints.feed, { params: { file: `${'A'.repeat(43)}.ics` } })).statusCode).toBe(404);
    const bad = await call(t.app, calendarEndpoints.feed, { params: { file: 'kurz.ics' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    const jonasUrl = await link('jonas.frei@demo.ch');
    expect((await fetchFeed(jonasUrl)).statusCode).toBe(200);
    await t.app.db.update(users).set({ inactive: true }).where(eq(users.id, ids.jonas));
    expect((await fetchFeed(jonasUrl)).statusCode).toBe(404);
    await t.app.db.update(users).set({ inactive: false, deletedAt: new Date().toISOString() }).where(eq(users.id, ids.jonas));
    expect((await fetchFeed(jonasUrl)).statusCode).toBe(404);
    await t.app.db.update(users).set({ deletedAt: null }).where(eq(users.id, ids.jonas));
    expect((await fetchFeed(jonasUrl)).statusCode).toBe(200);
  });

  it('a password change and "Auf allen Geräten abmelden" revoke the link; a new one is made when asked for', async () => {
    const withToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const linkWith = async (token: string) => (await withToken(token, 'GET', urlTo(calendarEndpoints.ownLink))).json<CalendarLink>().url;
    const email = 'reto.baumann@demo.ch';
    let token = await tokenFor(t.app, email);
    const first = await linkWith(token);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const changed = await withToken(token, 'POST', urlTo(authEndpoints.changePassword), { currentPassword: 'demo1234', password: 'Kalender-Wechsel-26' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    const second = await linkWith(token);
    expect(second).not.toBe(first);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await withToken(token, 'POST', urlTo(authEndpoints.signOutEverywhere))).statusCode).toBe(200);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    token = await tokenFor(t.app, email, 'Kalender-Wechsel-26');
    const third = await linkWith(token);
    expect([first, second]).not.toContain(third);
    expect((await fetchFeed(third)).statusCode).toBe(200);
  });

  it('serves valid links to an address that has used up its unknown-secret limit (office NAT, calendar provider)', async () => {
    const address = '10.98.0.1';
    const unknown = urlTo(calendarEndpoints.feed, { params: { file: `${'C'.repeat(43)}.ics` } });
    for (let i = 0; i < FEED_MISSES_PER_ADDRESS; i++) await t.app.inject({ method: 'GET', url: unknown, remoteAddress: address });
    expect((await t.app.inject({ method: 'GET', url: unknown, remoteAddress: address })).statusCode).toBe(429);
    expect((await fetchFeed(await link('employee'), address)).statusCode).toBe(200);
    expect((await fetchFeed(await link('operator'), address)).statusCode).toBe(200);
  });

  it('leaves the names and phone numbers of site contacts out with CALENDAR_FEED_CONTACTS=false', async () => {
    const without = await createTestApp({ calendarFeedContacts: false });
    try {
      const employee = await userIdOf(without.app, 'employee@demo.ch');
      const [client] = await without.app.db.insert(clients).values({ company: 'Ohne Kontakte AG' }).returning({ id: clients.id });
      const { stage } = await seedFieldStage(without.app.db, {
        clientId: client!.id,
        userId: employee,
        order: { contactCManager: 'Vera Bau', contactCManagerPhone: '079 111 22 33', contactDriver: 'Kurt Fahrer' },
        stage: { date: inDays(8), time: '07:30' },
        team: [{ userId: employee }],
      });
      const url = (await as(without.app, 'employee', requestTo(calendarEndpoints.ownLink))).json<CalendarLink>().url;
      const response = await without.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`UID:stage-${stage.id}@app.test`);
      for (const text of ['Vera Bau', '079 111 22 33', 'Kurt Fahrer', 'Kontakte vor Ort', 'Bauleiter']) expect(response.body).not.toContain(text);
      expect(response.body).toContain('Team:');
    } finally {
      await without.close();
    }
  });

  it('limits fetches per feed and unknown secrets per address (429)', async () => {
    const url = await link('nina.brunner@demo.ch', 'POST');
    let last = 0;
    for (let i = 0; i <= FEED_FETCHES_PER_WINDOW; i++) last = (await fetchFeed(url)).statusCode;
    expect(last).toBe(429);
    const address = '10.99.0.1';
    const unknown = urlTo(calendarEndpoints.feed, { params: { file: `${'B'.repeat(43)}.ics` } });
    const codes: number[] = [];
    for (let i = 0; i <= FEED_MISSES_PER_ADDRESS; i++) codes.push((await t.app.inject({ method: 'GET', url: unknown, remoteAddress: address })).statusCode);
    expect(codes.slice(0, -1).every((code) => code === 404)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: unknown, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
  });
});
