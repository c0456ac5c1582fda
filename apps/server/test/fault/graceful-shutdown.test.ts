// Graceful shutdown (issue 31 §3, decision 036), on a real server process of each engine: SIGTERM
// arrives while a phone is in the middle of a report upload and while the mail queue is stuck
// sending to an SMTP server that never answers. The listening socket closes at once, the upload
// completes (200, its report and photos exactly once), the mail's claim is given back (due
// again for another instance, not held for minutes), the database closes and the process exits 0.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_1X1 } from '../support/images';
import { reportBody } from '../support/multipart';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';
import { createTestDatabase } from '../support/test-database';
import { bundleServer, type ServerBundle } from './server-bundle';
import { urlTo } from '../support/call-endpoint';
import { operationsEndpoints } from '@tragkraft/sync-protocol';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An SMTP server that takes the connection and never says a word: a send hangs on it. */
async function silentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Rows of one query, on whichever engine the server ran. */
type Query = <T>(text: string) => Promise<T[]>;

function report(stageId: number, operatorId: number) {
  const images = [0, 1, 2].map(() => ({ id: randomUUID(), bytes: Buffer.concat([JPEG_1X1, randomBytes(40_000)]) }));
  const data = {
    truckArrivalTime: '07:45',
    damages: true,
    general: `Bericht zu Einsatz ${stageId}`,
    hours: [{ userId: operatorId, hours: 6.5 }],
    images: images.map((image, n) => ({ id: image.id, comment: `Foto ${n + 1}`, damage: n === 0 })),
  };
  return { stageId, key: randomUUID(), images, body: reportBody(data, images) };
}
type Report = ReturnType<typeof report>;

/** Sends a report; `midway` runs once half of the body is on the server's socket, the rest follows after it. */
function upload(port: number, token: string, item: Report, midway?: () => Promise<void>): Promise<{ status: number; body: string; replayed: boolean }> {
  return new Promise((resolve, reject) => {
    const payload = item.body.payload;
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: urlTo(operationsEndpoints.saveReport, { params: { stageId: item.stageId } }),
      agent: false,
      headers: { ...item.body.headers, authorization: `Bearer ${token}`, 'idempotency-key': item.key, 'content-length': payload.length },
    });
    req.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body, replayed: response.headers['idempotent-replayed'] === 'true' }));
    });
    req.on('error', reject);
    if (!midway) {
      req.end(payload);
      return;
    }
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half), () => {
      midway().then(() => req.end(payload.subarray(half)), reject);
    });
  });
}

const connects = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);

async function signIn(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const ENGINES = ['sqlite', 'postgres'] as const;

describe('[fault] graceful shutdown on SIGTERM', () => {
  let serverBundle: ServerBundle;
  let stagesBundle: ServerBundle;
  let cluster: PgCluster | null = null;
  beforeAll(async () => {
    [serverBundle, stagesBundle] = await Promise.all([bundleServer(new URL('../../src/main.ts', import.meta.url)), bundleServer(new URL('../pg/instance-stages.ts', import.meta.url))]);
    cluster = await startPgCluster();
  }, 90_000);
  afterAll(async () => {
    serverBundle?.remove();
    stagesBundle?.remove();
    await cluster?.stop();
  });

  for (const engine of ENGINES) {
    it(`${engine}: the running upload completes once, the stuck mail's claim is given back, exit 0`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-shutdown-'));
      const smtp = await silentSmtp();
      const port = await freePort();
      // SQLite starts from the run's migrated and seeded template; PostgreSQL migrates and seeds.
      const dbEnv = engine === 'postgres' ? { DATABASE_URL: await cluster!.createDatabase(`shutdown_${randomBytes(4).toString('hex')}`) } : { DATABASE_URL: '' };
      if (engine === 'sqlite') await createTestDatabase(true, dataDir);
      const env = { ...process.env, ...dbEnv, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'silent', PWA_DIR: '', SMTP_URL: smtp.url, MAPS_PROVIDER: '', JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256' };
      let child: ChildProcess | null = null;
      let pool: pg.Pool | null = null;
      let sqlite: Database.Database | null = null;
      try {
        child = spawn(process.execPath, [serverBundle.file], { env, stdio: ['ignore', 'ignore', 'pipe'] });
        let output = '';
        child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
        const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.once('exit', (code) => resolve({ code, at: Date.now() })));
        for (const until = Date.now() + 150_000; !(await connects(port)); await sleep(50)) {
          if (child.exitCode !== null || Date.now() > until) throw new Error(`server did not start: ${output}`);
        }
        const query: Query =
          engine === 'postgres'
            ? async (text) => (await (pool ??= new pg.Pool({ connectionString: dbEnv.DATABASE_URL, max: 1 })).query(text)).rows
            : async (text) => (sqlite ??= new Database(join(dataDir, 'tragkraft.db'), { readonly: true })).prepare(text).all() as never;
        const made = await promisify(execFile)(process.execPath, [stagesBundle.file, '2'], { env });
        const { operatorId, stageIds } = JSON.parse(made.stdout) as { operatorId: number; stageIds: number[] };
        const [first, second] = stageIds.map((id) => report(id, operatorId)) as [Report, Report];
        const token = await signIn(port, 'operator@demo.ch');

        // The first report's mail (a report with damage mails the client) hangs on the silent
        // SMTP server: the queue holds its claim (ten minutes ahead).
        expect((await upload(port, token, first)).status).toBe(200);
        const claimed = async () => (await query<{ next_attempt_at: string }>('SELECT next_attempt_at FROM mail_queue WHERE sent_at IS NULL')).filter((row) => Date.parse(row.next_attempt_at) > Date.now() + 5 * 60_000);
        for (const until = Date.now() + 60_000; (await claimed()).length === 0; await sleep(50)) if (Date.now() > until) throw new Error('no mail was claimed');

        // Half of the second report is on its way, and the server streams its first photo to a
        // temporary file, when SIGTERM comes; the rest of the body follows after it.
        let signalledAt = 0;
        let acceptedDuringDrain = true;
        const tempDir = join(dataDir, 'uploads', '.tmp');
        const answer = await upload(port, token, second, async () => {
          for (const until = Date.now() + 30_000; readdirSync(tempDir).length === 0; await sleep(10)) if (Date.now() > until) throw new Error('the upload did not start');
          signalledAt = Date.now();
          child!.kill('SIGTERM');
          await sleep(300);
          acceptedDuringDrain = await connects(port);
        });
        expect(answer.status, answer.body).toBe(200);
        expect(answer.replayed).toBe(false);
        expect(acceptedDuringDrain).toBe(false);

        const { code, at } = await exited;
        expect(code, output).toBe(0);
        // Not held by the stuck send (nodemailer waits 30 s for a greeting): a few seconds.
        expect(at - signalledAt).toBeLessThan(25_000);

        // The report and its photos once, in the database and in the folder; the stuck mail and
        // the second report's mail are due now for whichever instance runs next.
        const images = await query<{ id: string }>(`SELECT id FROM images WHERE stage_id = ${second.stageId}`);
        expect(images.map((row) => row.id).sort()).toEqual(second.images.map((image) => image.id).sort());
        expect(readdirSync(join(dataDir, 'uploads', 'operation', String(second.stageId))).sort()).toEqual(second.images.map((image) => `${image.id}.jpg`).sort());
        const saved = await query<{ report_saved_at: string | null }>(`SELECT report_saved_at FROM stages WHERE id = ${second.stageId}`);
        expect(saved[0]!.report_saved_at).not.toBeNull();
        expect(await claimed()).toEqual([]);
        const unsent = await query<{ id: number }>('SELECT id FROM mail_queue WHERE sent_at IS NULL');
        expect(unsent.length).toBeGreaterThanOrEqual(2);
      } finally {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        await (pool as pg.Pool | null)?.end();
        (sqlite as Database.Database | null)?.close();
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
