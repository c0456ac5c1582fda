import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { seedUser } from '../../db/factories';
import { mailQueue, stageAssignments, stages, users } from '../../db/schema';
import { parseMail } from '../../../test/support/documents';
import { PNG_1X1 } from '../../../test/support/images';
import { reportBody } from '../../../test/support/multipart';
import { createTestApp, waitForMail, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../../test/features/operations/test-operations';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { employeeEndpoints, operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

describe('[operations] completion, customer e-mail, image access and the changes cursor', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  const newStage = async (typeId: number, extra: Partial<typeof stages.$inferInsert> = {}) =>
    (await stageOfDemoClient(t.app, {
      typeId,
      stage: { date: inDays(-1), time: '08:00', ...extra },
      order: { orderNumber: 'AB-12' },
      price: { total: 100_000, pricePerHour: 6_800 },
      team: [{ userId: p.ids.operator, confirmation: true, hours: 8 }, { userId: p.ids.employee, confirmation: true, hours: 8, rating: 4 }],
    })).stage.id;
  const complete = (stageId: number, person: 'admin' | 'operator' | 'employee' | 'client' = 'admin') =>
    p.as(person, requestTo(operationsEndpoints.complete, { params: { stageId } }));

  it('refuses completion without a report, twice, and for site service without total hours', async () => {
    const noReport = await complete(await newStage(1));
    expect(noReport.statusCode).toBe(409);
    expect(noReport.json()).toEqual({ code: 'conflict', message: 'Kein Bericht' });

    const service = await newStage(8, { reportSavedAt: new Date().toISOString() });
    const noHours = await complete(service);
    expect(noHours.statusCode).toBe(409);
    expect(noHours.json().message).toBe('Total Arbeits-Stunden noch nicht gespeichert');
    await t.app.db.update(stages).set({ workHours: 16 }).where(eq(stages.id, service));
    expect((await complete(service)).statusCode).toBe(200);
    const twice = await complete(service);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Der Einsatz ist bereits abgeschlossen.');
  });

  it('is for admins only', async () => {
    const stageId = await newStage(1, { reportSavedAt: new Date().toISOString() });
    for (const person of ['operator', 'employee', 'client'] as const) expect((await complete(stageId, person)).statusCode).toBe(403);
    expect((await complete(999_999)).statusCode).toBe(404);
  });

  it('completes and e-mails the customer the link to the report', async () => {
    const stageId = await newStage(1, { reportSavedAt: new Date().toISOString() });
    const versionBefore = (await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!.version;
    const response = await complete(stageId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.stageId).toBe(stageId);
    expect(answer.mailTo).toEqual(['client@demo.ch']);
    const stored = (await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!;
    expect(stored.completedTime).toBe(answer.completedTime);
    expect(stored.version).toBeGreaterThan(versionBefore);

    // Earlier tests' mails may still be on their way: wait for this stage's.
    const mail = await parseMail(await waitForMail(t.dataDir, (text) => text.includes(`/operation-report/${stageId}`)));
    expect(mail.subject).toContain('Arbeitsrapport');
    expect(mail.subject).not.toContain('Einsatzbericht');
    expect(mail.subject).toContain('AB-12');
    expect(mail.text).toContain(`http://app.test/operation-report/${stageId}`);
    expect(mail.text).toContain('Seestrasse 7');

    const detail = (await p.as('admin', requestTo(operationsEndpoints.detail, { params: { stageId } }))).json();
    expect(detail.completedTime).toBe(answer.completedTime);
  });

  it('copies the company\'s logins that want copies and skips logins without e-mail', async () => {
    const company = (await t.app.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'client@demo.ch')).limit(1))[0]!.clientId!;
    await seedUser(t.app.db, { email: 'bauleitung@kuechenbau.test', role: 'client', clientId: company, cc: true }, null);
    await seedUser(t.app.db, { email: 'still@kuechenbau.test', role: 'clerk', clientId: company, cc: true, noEmail: true }, null);
    const stageId = await newStage(1, { reportSavedAt: new Date().toISOString() });
    expect((await complete(stageId)).json().mailTo).toEqual(['client@demo.ch', 'bauleitung@kuechenbau.test']);
    const mail = await parseMail(await waitForMail(t.dataDir, (text) => text.includes(`/operation-report/${stageId}`)));
    expect(mail.cc && !Array.isArray(mail.cc) ? mail.cc.text : '').toBe('bauleitung@kuechenbau.test');
  });

  it('serves report images only to people who may see the stage', async () => {
    const stageId = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(2), time: '08:00' },
      team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: null }],
    })).stage.id;
    const id = randomUUID();
    const body = reportBody({ images: [{ id, comment: 'Treppenhaus' }] }, [{ id, bytes: PNG_1X1 }]);
    expect((await p.as('operator', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }))).statusCode).toBe(200);
    for (const person of ['admin', 'operator', 'employee', 'client'] as const) {
      const image = await p.as(person, requestTo(ordersEndpoints.image, { params: { kind: 'operation', id } }));
      expect(image.statusCode, person).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    }
    expect((await p.as('reto', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id } }))).statusCode).toBe(404);
    expect((await call(t.app, ordersEndpoints.image, { params: { kind: 'operation', id } })).statusCode).toBe(401);
    // An operator who declines loses the stage, its images included.
    await t.app.db.update(stageAssignments).set({ confirmation: false }).where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, p.ids.operator)));
    expect((await p.as('operator', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id } }))).statusCode).toBe(404);
  });

  it('tells a device which stages changed since its cursor', async () => {
    const stageId = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(4), time: '08:00' },
      team: [{ userId: p.ids.operator, confirmation: null }, { userId: p.ids.employee, confirmation: null }, { userId: p.ids.reto, confirmation: true }],
    })).stage.id;
    const changes = async (person: 'operator' | 'employee' | 'reto' | 'admin', since?: number) => {
      const response = await p.as(person, requestTo(operationsEndpoints.changes, { query: { since } }));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ cursor: number; stages: { id: number; version: number; removed: boolean }[]; visibleIds: number[] }>();
    };
    const start = await changes('operator');
    expect(start.visibleIds).toContain(stageId);
    expect((await changes('operator', start.cursor)).stages).toEqual([]);

    // The employee confirms: the operator's next pull names exactly that stage.
    const confirmed = await p.as('employee', requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'confirm', stageId } }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const next = await changes('operator', start.cursor);
    expect(next.stages).toEqual([{ id: stageId, version: confirmed.json().version, removed: false }]);
    expect(next.cursor).toBe(confirmed.json().version);
    expect((await changes('admin', start.cursor)).stages.map((s) => s.id)).toEqual([stageId]);

    // Reto declines: for him the stage is gone (removed) and no longer visible.
    const retoStart = await changes('reto');
    expect((await p.as('reto', requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'decline', stageId } }))).statusCode).toBe(200);
    const retoNext = await changes('reto', retoStart.cursor);
    expect(retoNext.stages).toEqual([{ id: stageId, version: retoNext.cursor, removed: true }]);
    expect(retoNext.visibleIds).not.toContain(stageId);
    expect((await p.as('client', requestTo(operationsEndpoints.changes))).statusCode).toBe(403);
    expect((await p.as('admin', requestTo(operationsEndpoints.changes, { unsafeQuery: { since: '-1' } }))).statusCode).toBe(400);
  });
});

describe('[operations] a failing mail server never undoes a completion', () => {
  it('completes, keeps the mail queued with its error', async () => {
    const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const p = await people(t.app);
      const stageId = (await stageOfDemoClient(t.app, {
        stage: { date: inDays(-1), time: '08:00', reportSavedAt: new Date().toISOString() },
        team: [{ userId: p.ids.operator, confirmation: true, hours: 8 }],
      })).stage.id;
      const response = await p.as('admin', requestTo(operationsEndpoints.complete, { params: { stageId } }));
      expect(response.statusCode, response.body).toBe(200);
      expect((await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!.completedTime).not.toBeNull();
      const queued = await vi.waitFor(async () => {
        const row = (await t.app.db.select().from(mailQueue)).find((m) => JSON.stringify(m.message).includes(`/operation-report/${stageId}`));
        expect(row?.lastError).toBeTruthy();
        return row!;
      }, { timeout: 5000 });
      expect(queued.sentAt).toBeNull();
    } finally {
      await t.close();
    }
  });
});
