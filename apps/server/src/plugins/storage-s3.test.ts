// S3_BUCKET: the stored files in a bucket of a real S3 API server (s3rver on loopback, started
// here). Runs on both engines; the two-instance case on PostgreSQL, where instances share data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { readS3, type S3Settings } from '../config';
import { ENGINE, images, stages, stageSignatures } from '../db/schema';
import { PNG_1X1 } from '../../test/support/images';
import { reportBody } from '../../test/support/multipart';
import { startTestS3Server, unreachableBucket, type TestS3Server } from '../../test/support/s3-server';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../test/features/operations/test-operations';
import { completeReport, SIGNATURE_PNG, signatureFacts, signedReportBody } from '../../test/features/operations/test-signature';
import { call, requestTo } from '../../test/support/call-endpoint';
import { operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

/** A report of a stage of the demo client with one new photo, saved as the assigned operator. */
async function reportWithPhoto(t: TestApp, key = randomUUID()) {
  const p = await people(t.app);
  const stageId = (await stageOfDemoClient(t.app, {
    typeId: 1,
    stage: { date: inDays(2), time: '07:30' },
    team: [{ userId: p.ids.operator, confirmation: true }],
  })).stage.id;
  const imageId = randomUUID();
  const body = reportBody(
    {
      truckArrivalTime: '07:45',
      damages: false,
      general: '',
      rating: 5,
      images: [{ id: imageId, comment: 'Treppenhaus', damage: false, deleted: false }],
      hours: [{ userId: p.ids.operator, hours: 7 }],
    },
    [{ id: imageId, bytes: PNG_1X1, contentType: 'image/png' }],
  );
  const request = { ...requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload }), headers: { ...body.headers, 'idempotency-key': key } };
  const save = () => p.as('operator', request);
  /** The same request to another instance (a phone behind a load balancer; one token secret). */
  const saveOn = (other: TestApp) => other.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${p.tokens.operator}` } });
  return { p, stageId, imageId, save, saveOn };
}

async function keys(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  for await (const object of t.app.storage.list()) found.push(object.path);
  return found.sort();
}

describe('[storage] S3-compatible bucket', () => {
  let s3: TestS3Server;
  let bucket: S3Settings;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    bucket = await s3.bucket('tragkraft-uploads');
    t = await createTestApp({ s3: bucket });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores a reported photo in the bucket exactly once, also when the phone sends the report again', async () => {
    const { p, stageId, imageId, save } = await reportWithPhoto(t);
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const replay = await save();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    expect(await keys(t)).toContain(`operation/${stageId}/${imageId}.png`);
    expect((await keys(t)).filter((key) => key.startsWith(`operation/${stageId}/`))).toHaveLength(1);
    expect(await t.app.db.select().from(images).where(eq(images.stageId, stageId))).toHaveLength(1);
    // Nothing in the uploads folder but the (empty) temporary folder.
    expect(existsSync(join(t.config.uploadsDir, 'operation'))).toBe(false);
    expect(readdirSync(join(t.config.uploadsDir, '.tmp'))).toEqual([]);

    // Served through the server, with today's access checks: the team and the client see it,
    // an operator of another stage does not.
    for (const person of ['admin', 'operator', 'client'] as const) {
      const image = await p.as(person, requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: imageId } }));
      expect(image.statusCode, person).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    }
    expect((await p.as('nina', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: imageId } }))).statusCode).toBe(404);
    expect((await call(t.app, ordersEndpoints.image, { params: { kind: 'operation', id: imageId } })).statusCode).toBe(401);
  });

  it('keeps the on-site signature in the bucket, replaces it there and renders the work report from it', async () => {
    const p = await people(t.app);
    const stageId = (await stageOfDemoClient(t.app, {
      typeId: 1,
      stage: { date: inDays(-1), time: '07:30' },
      team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: true }],
    })).stage.id;
    const sign = async (signerName: string) => {
      const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
      const body = signedReportBody({ ...report.data, signature: signatureFacts({ signerName }) }, SIGNATURE_PNG, [report.image]);
      const saved = await p.as('operator', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await sign('Hans Muster');
    await sign('Vreni Muster');
    // Two photos and the second signature: the first one was removed from the bucket.
    const [row] = await t.app.db.select().from(stageSignatures).where(eq(stageSignatures.stageId, stageId));
    const stored = (await keys(t)).filter((key) => key.startsWith(`operation/${stageId}/`));
    expect(stored.filter((key) => key.includes('signature-'))).toEqual([row!.storagePath]);
    expect(stored).toHaveLength(3);
    const signature = await p.as('client', requestTo(ordersEndpoints.reportSignature, { params: { stageId } }));
    expect(signature.statusCode).toBe(200);
    expect(signature.rawPayload.equals(SIGNATURE_PNG)).toBe(true);
    const pdf = await p.as('client', requestTo(ordersEndpoints.reportPdf, { params: { stageId } }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for a photo whose object is gone, and the readiness check passes', async () => {
    const { p, imageId, save } = await reportWithPhoto(t);
    expect((await save()).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(images).where(eq(images.id, imageId));
    await t.app.storage.remove(row!.storagePath);
    const image = await p.as('admin', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: imageId } }));
    expect(image.statusCode).toBe(404);
    await expect(t.app.storage.check()).resolves.toBeUndefined();
  });

  it.runIf(ENGINE === 'postgres')('two instances on one PostgreSQL and one bucket serve each other\'s photos', async () => {
    const second = await createTestApp({ s3: bucket, databaseUrl: t.config.databaseUrl });
    try {
      const fromFirst = await reportWithPhoto(t);
      expect((await fromFirst.save()).statusCode).toBe(200);
      const image = await call(second.app, ordersEndpoints.image, { params: { kind: 'operation', id: fromFirst.imageId }, token: fromFirst.p.tokens.client });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

      // A report saved on the second instance and sent again to the first: stored once.
      const fromSecond = await reportWithPhoto(second);
      const saved = await fromSecond.save();
      expect(saved.statusCode).toBe(200);
      const replayed = await fromSecond.saveOn(t);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toEqual(saved.json());
      const onFirst = await fromFirst.p.as('operator', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: fromSecond.imageId } }));
      expect(onFirst.statusCode).toBe(200);
      expect((await keys(t)).filter((k) => k.startsWith(`operation/${fromSecond.stageId}/`))).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('an unreachable bucket: 503 in German, the report is not stored, no temporary file stays', async () => {
    const down = await createTestApp({ s3: await unreachableBucket(), databaseUrl: t.config.databaseUrl ?? undefined });
    try {
      const { stageId, save } = await reportWithPhoto(down);
      const refused = await save();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 'serviceUnavailable', message: 'Der Dateispeicher ist gerade nicht erreichbar. Bitte versuchen Sie es später nochmals; nichts geht verloren.' });
      // Nothing half-done: no image row, no report (the phone keeps it queued: 503 is retried).
      expect(await down.app.db.select().from(images).where(eq(images.stageId, stageId))).toHaveLength(0);
      const [stage] = await down.app.db.select().from(stages).where(eq(stages.id, stageId));
      expect(stage!.truckArrivalTime).toBeNull();
      expect(readdirSync(join(down.config.uploadsDir, '.tmp'))).toEqual([]);
      await expect(down.app.storage.check()).rejects.toMatchObject({ status: 503 });
    } finally {
      await down.close();
    }
    // A whole app built for this case, and refused connections tried twice: slow on a busy host.
  }, 60_000);
});

describe('[storage] S3 settings', () => {
  it('selects the bucket by S3_BUCKET, with its endpoint, region, key and path style', () => {
    expect(readS3({})).toBeNull();
    expect(readS3({ S3_ENDPOINT: 'http://127.0.0.1:3900' })).toBeNull();
    expect(readS3({ S3_BUCKET: 'fotos' })).toEqual({ bucket: 'fotos', endpoint: null, region: 'us-east-1', credentials: null, forcePathStyle: false });
    expect(
      readS3({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://127.0.0.1:3900', S3_REGION: 'garage', S3_ACCESS_KEY_ID: 'GK1', S3_SECRET_ACCESS_KEY: 'geheim', S3_FORCE_PATH_STYLE: 'true' }),
    ).toEqual({ bucket: 'fotos', endpoint: 'http://127.0.0.1:3900', region: 'garage', credentials: { accessKeyId: 'GK1', secretAccessKey: 'geheim' }, forcePathStyle: true });
    expect(() => readS3({ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'GK1' })).toThrow(/set both or neither/);
  });
});
