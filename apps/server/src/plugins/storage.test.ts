// UPLOADS_DIR: site photos in a folder of their own (a shared volume for several instances).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PNG_1X1 } from '../../test/support/images';
import { reportBody } from '../../test/support/multipart';
import { createTestApp, injectAs, type TestApp } from '../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../test/features/operations/test-operations';
import { STALE_TEMP_MS } from './storage-temp';
import { requestTo } from '../../test/support/call-endpoint';
import { operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

describe('[storage] UPLOADS_DIR outside DATA_DIR, shared by two instances', () => {
  let uploadsDir: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'tragkraft-uploads-'));
    first = await createTestApp({ uploadsDir });
  });
  afterAll(async () => {
    await first.close();
    await second?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('stores a reported photo in UPLOADS_DIR, serves it from there and keeps nothing in DATA_DIR/uploads', async () => {
    const p = await people(first.app);
    const stageId = (await stageOfDemoClient(first.app, {
      typeId: 1,
      stage: { date: inDays(2), time: '07:30' },
      team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: true }],
    })).stage.id;
    const imageId = randomUUID();
    const body = reportBody(
      {
        truckArrivalTime: '07:45',
        damages: false,
        general: '',
        rating: 5,
        images: [{ id: imageId, comment: '', damage: false, deleted: false }],
        hours: [
          { userId: p.ids.operator, hours: 7 },
          { userId: p.ids.employee, hours: 7, rating: 4 },
        ],
      },
      [{ id: imageId, bytes: PNG_1X1, contentType: 'image/png' }],
    );
    const saved = await p.as('operator', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
    expect(saved.statusCode, saved.body).toBe(200);

    expect(readdirSync(join(uploadsDir, 'operation', String(stageId)))).toEqual([`${imageId}.png`]);
    expect(existsSync(join(first.dataDir, 'uploads', 'operation'))).toBe(false);
    const image = await injectAs(first.app, 'admin', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: imageId } }));
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('a starting instance removes left-over temporary files, never a fresh one of another instance', async () => {
    const tempDir = join(uploadsDir, '.tmp');
    mkdirSync(tempDir, { recursive: true });
    const otherMachine = join(tempDir, `other-host~4242~${randomUUID()}.part`);
    const otherMachineOld = join(tempDir, `other-host~4243~${randomUUID()}.part`);
    const deadHere = join(tempDir, `${hostname()}~${deadPid()}~${randomUUID()}.part`);
    const liveHere = join(tempDir, `${hostname()}~${process.pid}~${randomUUID()}.part`);
    for (const file of [otherMachine, otherMachineOld, deadHere, liveHere]) writeFileSync(file, 'part of a photo');
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    utimesSync(otherMachineOld, old, old);

    second = await createTestApp({ uploadsDir });
    expect(existsSync(otherMachine)).toBe(true);
    expect(existsSync(liveHere)).toBe(true);
    expect(existsSync(otherMachineOld)).toBe(false);
    expect(existsSync(deadHere)).toBe(false);
  });
});

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}
