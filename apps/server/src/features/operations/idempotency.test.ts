import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { ENGINE, idempotencyRecords, images, stages } from '../../db/schema';
import { JPEG_1X1, PNG_1X1 } from '../../../test/support/images';
import { reportBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';

const KEY_REUSED = { code: 'conflict', message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.' };

describe('[operations] Idempotency-Key: a replay returns the stored answer and changes nothing', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  const newStage = async (date = inDays(3)) =>
    (await stageOfDemoClient(t.app, { stage: { date, time: '08:00' }, team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: null }] })).stage.id;
  const save = (stageId: number, data: unknown, files: { id: string; bytes: Buffer }[], key?: string, person: Person = 'operator') => {
    const body = reportBody(data, files);
    return p.as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) } }));
  };
  const imagesOf = (stageId: number) => t.app.db.select().from(images).where(eq(images.stageId, stageId));
  const versionOf = async (stageId: number) => (await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!.version;

  it('answers a repeated report save from the record: one report, one image', async () => {
    const stageId = await newStage();
    const id = randomUUID();
    const key = randomUUID();
    const data = { general: 'Erster Versuch', images: [{ id, comment: 'Eingang' }] };
    const first = await save(stageId, data, [{ id, bytes: PNG_1X1 }], key);
    expect(first.statusCode, first.body).toBe(200);
    const version = await versionOf(stageId);
    const second = await save(stageId, data, [{ id, bytes: PNG_1X1 }], key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).toEqual(first.json());
    expect(await imagesOf(stageId)).toHaveLength(1);
    expect(await versionOf(stageId)).toBe(version);
    expect(readdirSync(join(t.dataDir, 'uploads', 'operation', String(stageId)))).toHaveLength(1);
    expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);
    // The path literally, as the idempotency record stores it.
    expect((await t.app.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key)).limit(1))[0]).toMatchObject({ userId: p.ids.operator, method: 'POST', path: `/api/operation/${stageId}`, statusCode: 200 });
  });

  it('applies two identical requests sent at the same moment exactly once', async () => {
    const stageId = await newStage();
    const id = randomUUID();
    const key = randomUUID();
    const data = { general: 'Gleichzeitig', images: [{ id }] };
    const before = await versionOf(stageId);
    const answers = await Promise.all([save(stageId, data, [{ id, bytes: JPEG_1X1 }], key), save(stageId, data, [{ id, bytes: JPEG_1X1 }], key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await imagesOf(stageId)).toHaveLength(1);
    const after = await versionOf(stageId);
    // One change: the stage moved to the top of the counter once (no other change in between).
    expect(after).toBeGreaterThan(before);
    expect(answers[0]!.json().details.version).toBe(after);
  });

  // Two SQLite instances in one process would wait on each other synchronously (busy timeout),
  // so this one runs in the PostgreSQL project.
  it.skipIf(ENGINE !== 'postgres')('answers a report replayed to another instance from the stored answer, also at the same moment', async () => {
    const second = await buildApp({ ...t.config, seedDemo: false });
    try {
      const onSecond = (stageId: number, data: unknown, files: { id: string; bytes: Buffer }[], key: string) => {
        const body = reportBody(data, files);
        return call(second, operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: { ...body.headers, 'idempotency-key': key, authorization: `Bearer ${p.tokens.operator}` } });
      };
      const later = await newStage();
      const id = randomUUID();
      const key = randomUUID();
      const data = { general: 'Erst hier, dann dort', images: [{ id, comment: 'Lift' }] };
      const first = await save(later, data, [{ id, bytes: PNG_1X1 }], key);
      expect(first.statusCode, first.body).toBe(200);
      const replay = await onSecond(later, data, [{ id, bytes: PNG_1X1 }], key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());

      const atOnce = await newStage();
      const other = randomUUID();
      const sameKey = randomUUID();
      const both = { general: 'Gleichzeitig auf zwei Instanzen', images: [{ id: other }] };
      const before = await versionOf(atOnce);
      const answers = await Promise.all([save(atOnce, both, [{ id: other, bytes: JPEG_1X1 }], sameKey), onSecond(atOnce, both, [{ id: other, bytes: JPEG_1X1 }], sameKey)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(await imagesOf(atOnce)).toHaveLength(1);
      expect(answers[0]!.json().details.version).toBe(await versionOf(atOnce));
      expect(await versionOf(atOnce)).toBeGreaterThan(before);
      expect(readdirSync(join(t.dataDir, 'uploads', 'operation', String(atOnce)))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('refuses the same key with another body, another path or from another person (409)', async () => {
    const stageId = await newStage();
    const key = randomUUID();
    expect((await save(stageId, { general: 'A' }, [], key)).statusCode).toBe(200);
    const otherBody = await save(stageId, { general: 'B' }, [], key);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toEqual(KEY_REUSED);
    const otherStage = await save(await newStage(), { general: 'A' }, [], key);
    expect(otherStage.statusCode).toBe(409);
    const otherPerson = await save(stageId, { general: 'A' }, [], key, 'admin');
    expect(otherPerson.statusCode).toBe(409);
    expect((await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!.general).toBe('A');
  });

  it('treats another image file under the same key as another request', async () => {
    const stageId = await newStage();
    const id = randomUUID();
    const key = randomUUID();
    expect((await save(stageId, { images: [{ id }] }, [{ id, bytes: PNG_1X1 }], key)).statusCode).toBe(200);
    expect((await save(stageId, { images: [{ id }] }, [{ id, bytes: JPEG_1X1 }], key)).statusCode).toBe(409);
  });

  it('does not store refused requests: the same key may be sent again once fixed', async () => {
    const stageId = await newStage();
    const key = randomUUID();
    const refused = await save(stageId, { hours: [{ userId: p.ids.employee, hours: 5 }] }, [], key);
    expect(refused.statusCode).toBe(400);
    expect((await t.app.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key)).limit(1))[0]).toBeUndefined();
    expect((await save(stageId, { general: 'ohne Stunden' }, [], key)).statusCode).toBe(200);
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await save(await newStage(), { general: 'x' }, [], 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'badRequest', message: 'Der Idempotency-Key muss eine UUID sein.' });
  });

  it('makes confirm/decline and completion idempotent too', async () => {
    const stageId = await newStage();
    const key = randomUUID();
    const confirm = () =>
      p.as('employee', requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'confirm', stageId }, headers: { 'idempotency-key': key } }));
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toEqual(b!.json());
    const declineSameKey = await p.as('employee', requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'decline', stageId }, headers: { 'idempotency-key': key } }));
    expect(declineSameKey.statusCode).toBe(409);

    const done = await newStage(inDays(-1));
    await t.app.db.update(stages).set({ reportSavedAt: new Date().toISOString() }).where(eq(stages.id, done));
    const completeKey = randomUUID();
    const complete = () => p.as('admin', requestTo(operationsEndpoints.complete, { params: { stageId: done }, headers: { 'idempotency-key': completeKey } }));
    const first = await complete();
    expect(first.statusCode, first.body).toBe(200);
    const replay = await complete();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    // Without the key the second completion is refused as usual.
    expect((await p.as('admin', requestTo(operationsEndpoints.complete, { params: { stageId: done } }))).statusCode).toBe(409);
  });

  it('prunes records older than 30 days', async () => {
    const old = randomUUID();
    await t.app.db.insert(idempotencyRecords).values({ key: old, userId: p.ids.admin, method: 'POST', path: '/x', requestHash: 'h', statusCode: 200, responseBody: '{}', createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    expect(await t.app.idempotency.prune()).toBeGreaterThanOrEqual(1);
    expect((await t.app.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, old)).limit(1))[0]).toBeUndefined();
  });
});
