// The built server (apps/server/dist/main.js) as a child process on a temporary DATA_DIR with
// the demo data, for the API and page-load benchmarks. Builds the server when dist is missing
// (or always with --rebuild). Requests go through node:http (no fetch global in .mjs lint).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_DIST = join(REPO_ROOT, 'apps/server/dist/main.js');

export function ensureServerBuild({ rebuild = false } = {}) {
  if (rebuild || !existsSync(SERVER_DIST)) {
    console.log('building the server (node apps/server/build.mjs) ...');
    const result = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('server build failed');
  }
  return { path: SERVER_DIST, builtAt: statSync(SERVER_DIST).mtime };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One HTTP request; resolves { status, headers, body (Buffer) }. */
export function httpRequest(port, { method = 'GET', path, headers = {}, body, agent = false }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function signIn(port, email, password = 'demo1234') {
  const body = JSON.stringify({ email, password });
  const res = await httpRequest(port, { method: 'POST', path: '/api/auth/', headers: { 'content-type': 'application/json' }, body });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body}`);
  return JSON.parse(res.body.toString('utf8'));
}

/**
 * Starts the built server with the demo seed. `env` overrides (LOG_LEVEL, PWA_DIR ...);
 * `nodeArgs` go to node before the script (--cpu-prof ...). Answers { port, dataDir, child, stop() }.
 */
export async function startServer(env = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, SERVER_DIST], {
    cwd: REPO_ROOT,
    // The load generator is one address, like a TLS proxy: it gets the whole connection cap.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', PWA_DIR: '', SMTP_URL: '', MAPS_PROVIDER: '', JWT_SECRET: 'bench-secret-with-enough-length-for-hs256', MAX_CONNECTIONS_PER_ADDRESS: '500', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await httpRequest(port, { path: '/api/health' });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not answer /api/health within 120 s');
    }
    await sleep(50);
  }
  return { port, dataDir, child, stop };
}
