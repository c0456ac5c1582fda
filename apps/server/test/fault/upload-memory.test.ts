// Issue 14 item 7: uploads are streamed to disk, not held in memory. A real server process
// takes 20 report uploads of about 10 MB each (two 5 MB photos) at the same moment, from
// people allowed that many parallel uploads; its peak resident memory (VmHWM) stays under
// 300 MB and every upload is stored. The process runs the server bundled as production runs it
// (server-bundle.ts): under tsx the loader's own memory (some 100 MB more on Node 24) would be
// measured with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { inDays, stageOfDemoClient } from '../features/operations/test-operations';
import { JPEG_1X1 } from '../support/images';
import { testConfig, tokenFor } from '../support/test-app';
import { bundleServer, type ServerBundle } from './server-bundle';

const UPLOADS = 20;
const PHOTO_BYTES = 5 * 1024 * 1024;
const RSS_LIMIT_MB = 300;
// As scripts/start.sh and the server package's start run it: Node 24 sizes V8's young generation
// by the machine's memory (up to 64 MB per semi-space), which let 20 parallel uploads' garbage
// reach 500 MB before a scavenge; 4 MB keeps it well below the limit.
const NODE_MEMORY_FLAG = '--max-semi-space-size=4';
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Peak resident memory of a process in MB (Linux /proc). */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('[fault] 20 parallel 10 MB report uploads', () => {
  let dataDir: string;
  let child: ChildProcess;
  let bundle: ServerBundle;
  let base: string;
  let token: string;
  let stageIds: number[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-upload-memory-'));
    const config = testConfig(dataDir);
    const app = await buildApp(config);
    try {
      stageIds = [];
      for (let n = 0; n < UPLOADS; n++) {
        stageIds.push((await stageOfDemoClient(app, { stage: { date: inDays(-1), time: `${String(6 + (n % 12)).padStart(2, '0')}:00` }, team: [] })).stage.id);
      }
      token = await tokenFor(app, 'admin@demo.ch');
    } finally {
      await app.close();
    }
    bundle = await bundleServer(new URL('../../src/main.ts', import.meta.url));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [NODE_MEMORY_FLAG, bundle.file], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: config.jwtSecret!, SEED_DEMO: 'true', LOG_LEVEL: 'silent', PWA_DIR: '', SMTP_URL: '',
        UPLOADS_PER_USER: String(UPLOADS), UPLOADS_TOTAL: String(UPLOADS),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('server ended');
      const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (i > 300) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    bundle?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps the server under ${RSS_LIMIT_MB} MB`, async () => {
    const photo = Buffer.concat([JPEG_1X1, randomBytes(PHOTO_BYTES - JPEG_1X1.length)]);
    const send = (stageId: number) => {
      const ids = [randomUUID(), randomUUID()];
      const form = new FormData();
      form.append('data', JSON.stringify({ general: 'Speichertest', images: ids.map((id) => ({ id })) }));
      for (const id of ids) form.append(`image:${id}`, new Blob([photo], { type: 'image/jpeg' }), `${id}.jpg`);
      return fetch(`${base}/api/operation/${stageId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (r) => ({ status: r.status, body: await r.text() }));
    };
    const answers = await Promise.all(stageIds.map(send));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const peak = peakRssMb(child.pid!);
    expect(peak).toBeLessThan(RSS_LIMIT_MB);
  }, 120_000);
});
