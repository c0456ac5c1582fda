// Backup and restore on both engines with the stored files in a bucket (s3rver on loopback):
// back up a running instance, restore into an empty database and an empty bucket, and find
// every record and file there. And storage:copy, folder to bucket, idempotent and resumable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../config';
import { buildApp } from '../app';
import { ENGINE, images, orders, stageSignatures, users } from '../db/schema';
import { createStorage } from '../plugins/storage';
import { PNG_1X1 } from '../../test/support/images';
import { reportBody } from '../../test/support/multipart';
import { startTestS3Server, type TestS3Server } from '../../test/support/s3-server';
import { createTestApp, injectAs, testConfig, type TestApp } from '../../test/support/test-app';
import { createBlankDatabase, dropTestDatabase } from '../../test/support/test-database';
import { inDays, people, stageOfDemoClient } from '../../test/features/operations/test-operations';
import { backupInstallation, restoreInstallation, type Installation } from './backup';
import { copyFolderToBucket } from './storage-copy';
import { requestTo } from '../../test/support/call-endpoint';
import { clientErrorsEndpoints, operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

let s3: TestS3Server;
const scratch = mkdtempSync(join(tmpdir(), 'tragkraft-backup-bucket-'));
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A saved report with two photos, as the phone sends it; answers the photos' ids. */
async function reportPhotos(t: TestApp): Promise<string[]> {
  const p = await people(t.app);
  const stageId = (await stageOfDemoClient(t.app, { typeId: 1, stage: { date: inDays(2), time: '07:30' }, team: [{ userId: p.ids.operator, confirmation: true }] })).stage.id;
  const ids = [randomUUID(), randomUUID()];
  const body = reportBody(
    { truckArrivalTime: '07:45', damages: false, general: '', rating: 5, images: ids.map((id) => ({ id, comment: '', damage: false, deleted: false })), hours: [{ userId: p.ids.operator, hours: 7 }] },
    ids.map((id) => ({ id, bytes: PNG_1X1, contentType: 'image/png' })),
  );
  const saved = await p.as('operator', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
  expect(saved.statusCode, saved.body).toBe(200);
  return ids;
}

describe(`[backup] ${ENGINE}: back up a running instance with a bucket, restore into an empty database and bucket`, () => {
  let t: TestApp;
  let source: Installation;
  let blank: string | null = null;

  beforeAll(async () => {
    t = await createTestApp({ s3: await s3.bucket('live') });
    source = { dataDir: t.dataDir, databaseUrl: t.config.databaseUrl, files: { uploadsDir: t.config.uploadsDir, s3: t.config.s3 } };
  });
  afterAll(async () => {
    await t?.close();
    await dropTestDatabase(blank);
  });

  it('has every record and stored file after the restore', async () => {
    const photos = await reportPhotos(t);
    const count = async (app: TestApp['app']) => ({
      users: (await app.db.select().from(users)).length,
      orders: (await app.db.select().from(orders)).length,
      images: (await app.db.select().from(images)).length,
      signatures: (await app.db.select().from(stageSignatures)).length,
    });
    const before = await count(t.app);
    // The server keeps writing during the backup.
    const writing = Promise.all(Array.from({ length: 10 }, (_, i) => injectAs(t.app, 'client', requestTo(clientErrorsEndpoints.report, { body: { message: `during ${i}` } }))));
    const backupDir = join(scratch, `backup-${ENGINE}`);
    const result = await backupInstallation(source, backupDir);
    await writing;
    expect(result.engine).toBe(ENGINE === 'postgres' ? 'postgresql' : 'sqlite');
    expect(result.files).toBe(2);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as { files: { path: string; sha256: string }[] };
    expect(manifest.files.map((file) => file.sha256)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);

    const restoredDir = mkdtempSync(join(scratch, 'restored-'));
    blank = ENGINE === 'postgres' ? await createBlankDatabase() : null;
    const target: Installation = { dataDir: restoredDir, databaseUrl: blank, files: { uploadsDir: join(restoredDir, 'uploads'), s3: await s3.bucket('restored') } };
    await restoreInstallation(backupDir, target);
    const restored = await buildApp(testConfig(restoredDir, { seedDemo: false, databaseUrl: blank, s3: target.files.s3 }));
    try {
      expect(await count(restored)).toEqual(before);
      for (const id of photos) {
        const image = await injectAs(restored, 'admin', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id } }));
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
      }
    } finally {
      await restored.close();
    }
    // Not over data: the database and the bucket now hold the restored installation.
    await expect(restoreInstallation(backupDir, target)).rejects.toThrow(/not empty/);
  }, 60_000);
});

describe('[storage] storage:copy moves an uploads folder into the bucket', () => {
  it('copies every file once, skips what is there, and goes on after an interruption', async () => {
    const uploadsDir = join(scratch, 'old-uploads');
    const files = ['operation/1/a.png', 'operation/1/b.png', 'operation/2/signature-c.png'];
    for (const [i, path] of files.entries()) {
      mkdirSync(join(uploadsDir, path, '..'), { recursive: true });
      writeFileSync(join(uploadsDir, path), Buffer.concat([PNG_1X1, Buffer.alloc(i)]));
    }
    const bucket: S3Settings = await s3.bucket('moved');
    expect(await copyFolderToBucket(uploadsDir, bucket)).toEqual({ copied: 3, skipped: 0 });
    expect(await copyFolderToBucket(uploadsDir, bucket)).toEqual({ copied: 0, skipped: 3 });

    // An interrupted copy: one object missing, one left with other content (another size).
    const store = createStorage({ uploadsDir, s3: bucket });
    try {
      await store.remove(files[0]!);
      writeFileSync(join(uploadsDir, files[1]!), Buffer.alloc(10));
      expect(await copyFolderToBucket(uploadsDir, bucket)).toEqual({ copied: 2, skipped: 1 });
      const stored: string[] = [];
      for await (const object of store.list()) stored.push(`${object.path}:${object.size}`);
      expect(stored.sort()).toEqual([`${files[0]}:${PNG_1X1.length}`, `${files[1]}:10`, `${files[2]}:${PNG_1X1.length + 2}`]);
    } finally {
      store.close();
    }
  });
});
