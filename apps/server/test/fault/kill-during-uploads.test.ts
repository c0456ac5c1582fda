// Fault test (issue 10): the server process is killed (SIGKILL) at random moments while two
// phones replay their outboxes of operation reports with photos. Each report keeps its
// Idempotency-Key across retries. After the burst every stage holds its report and exactly
// its three images, with the bytes that were sent, once in the database and once on disk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { inDays, stageOfDemoClient, userId, PEOPLE } from '../features/operations/test-operations';
import { testConfig, tokenFor } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { bundleServer, type ServerBundle } from './server-bundle';
import { queuedReport, replayOutbox, type OutboxStats, type QueuedReport } from './outbox-client';
import { serverPool, type RunningServer } from './server-pool';
import { urlTo } from '../support/call-endpoint';
import { operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const REPORTS = 60;
const KILLS = 21;
// Loaded standbys waiting for a kill: loading the bundle takes well under a second, so two keep
// a restart from waiting without loading processes crowding the running server off the CPU.
const STANDBYS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('[fault] server killed during a burst of report uploads', () => {
  let dataDir: string;
  let pool: ReturnType<typeof serverPool>;
  let port: number;
  let tokens: { operator: string; admin: string };
  let queue: QueuedReport[];
  let bundle: ServerBundle;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-fault-'));
    const config = testConfig(dataDir);
    port = await freePort();
    bundle = await bundleServer(new URL('./standby-server.ts', import.meta.url));
    pool = serverPool({
      entry: bundle.file,
      port,
      size: STANDBYS,
      starts: KILLS + 1,
      env: { DATA_DIR: dataDir, JWT_SECRET: config.jwtSecret!, SEED_DEMO: 'true', LOG_LEVEL: 'silent', PWA_DIR: '', SMTP_URL: '', MAPS_PROVIDER: '' },
    });
    // Demo data (the run's template) and the stages, written in-process before any server
    // process opens the file.
    await createTestDatabase(true, dataDir);
    const app = await buildApp(config);
    try {
      const operatorId = await userId(app, PEOPLE.operator);
      queue = [];
      for (let n = 0; n < REPORTS; n++) {
        const { stage } = await stageOfDemoClient(app, { stage: { date: inDays(-1), time: `${String(6 + (n % 12)).padStart(2, '0')}:00` }, team: [{ userId: operatorId, confirmation: true }] });
        queue.push(queuedReport(stage.id, operatorId));
      }
      tokens = { operator: await tokenFor(app, PEOPLE.operator), admin: await tokenFor(app, PEOPLE.admin) };
    } finally {
      await app.close();
    }
  }, 90_000);

  afterAll(async () => {
    await pool?.close();
    bundle?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every report and image exactly once with the bytes sent', async () => {
    const started = performance.now();
    const stats: OutboxStats = { attempts: 0, retries: 0, refused: 0, interrupted: 0, replayed: 0, accepted: 0, inFlight: 0 };
    let server: RunningServer = await pool.start();
    let kills = 0;
    let done = false;
    const half = Math.ceil(REPORTS / 2);
    const uploads = Promise.all([queue.slice(0, half), queue.slice(half)].map((outbox) => replayOutbox(port, tokens.operator, outbox, stats)));
    uploads.then(() => (done = true), () => (done = true));

    // Each kill lands at a random moment in the first killWindowMs after an upload started:
    // while the body arrives, while it is saved, after the commit, or between uploads. The
    // window adapts so that about one report gets through per server life, and a life ends
    // after two at the latest; when no more reports can be spared, the kill comes at once,
    // so the burst outlasts the kills.
    let killWindowMs = 100;
    let acceptedBefore = stats.accepted;
    while (!done && kills < KILLS) {
      await until(() => done || stats.inFlight > 0);
      if (done) break;
      const spare = REPORTS - stats.accepted - 2 * (KILLS - kills);
      if (spare > 0) await Promise.race([sleep(Math.random() * killWindowMs), until(() => done || stats.accepted - acceptedBefore >= 2)]);
      await server.kill();
      kills++;
      const acceptedInLife = stats.accepted - acceptedBefore;
      killWindowMs = acceptedInLife === 0 ? Math.min(1500, killWindowMs * 1.5) : acceptedInLife > 1 ? Math.max(20, killWindowMs * 0.6) : killWindowMs;
      server = await pool.start();
      acceptedBefore = stats.accepted;
    }
    const acceptedAtLastKill = stats.accepted;
    await uploads;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
    console.log(
      `[fault] ${kills} kills during ${REPORTS} report uploads (${REPORTS * 3} images; ${acceptedAtLastKill} accepted before the last kill): ${stats.attempts} requests, ` +
        `${stats.retries} retries (${stats.interrupted} uploads broken off, ${stats.refused} refused while the server was down, ` +
        `${stats.retries - stats.interrupted - stats.refused} 5xx), ${stats.replayed} answers replayed from the idempotency store, ${seconds} s; ` +
        `restart (build app on the data, listen, health) median ${median(pool.timings.map((t) => t.bootMs))} ms, ` +
        `waiting for a loaded standby median ${median(pool.timings.map((t) => t.waitMs))} ms`,
    );
    expect(kills).toBeGreaterThanOrEqual(20);

    const asAdmin = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    for (const report of queue) {
      const response = await asAdmin(urlTo(operationsEndpoints.detail, { params: { stageId: report.stageId } }));
      expect(response.status).toBe(200);
      const detail = (await response.json()) as { general: string | null; reportSavedAt: string | null; hours: { hours: number | null }[]; images: { id: string; deleted: boolean }[] };
      expect(detail.general).toBe(report.general);
      expect(detail.reportSavedAt).not.toBeNull();
      expect(detail.hours.map((h) => h.hours)).toEqual([6.5]);
      expect(detail.images.map((i) => i.id).sort()).toEqual(report.images.map((i) => i.id).sort());
      for (const image of report.images) {
        const file = await asAdmin(urlTo(ordersEndpoints.image, { params: { kind: 'operation', id: image.id } }));
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(image.bytes)).toBe(true);
      }
      // Once on disk too: no second copy under another name.
      expect(readdirSync(join(dataDir, 'uploads', 'operation', String(report.stageId))).sort()).toEqual(report.images.map((i) => `${i.id}.jpg`).sort());
    }
    // The last server life left no temporary upload behind (earlier ones are swept at start).
    expect(readdirSync(join(dataDir, 'uploads', '.tmp'))).toEqual([]);
  }, 180_000);
});
