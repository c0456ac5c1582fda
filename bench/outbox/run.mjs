/* global fetch, setTimeout, FormData, Blob, performance */
// Outbox replay benchmark: 100 queued report saves, each with three 300 KB photos, replayed
// against the built server on loopback the way the PWA's outbox sends them (multipart, one
// Idempotency-Key per item, one at a time in order), then every item replayed again (the
// answer was "lost") both in order and in parallel. Budget: the first pass of all 100 in
// under 20 s, zero duplicates (a stage with more than 3 images), zero losses (fewer than 3,
// or a replay that was not answered from the stored answer).
//
//   node bench/outbox/run.mjs            (needs apps/server/dist/main.js: node apps/server/build.mjs)
//   REPORTS=100 PHOTO_KB=300 node bench/outbox/run.mjs
//   node bench/outbox/run.mjs --smoke   (npm test: 5 reports; no time budget, but a duplicate,
//                                        a loss or a failed answer still fails)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'apps/server/dist/main.js');
const SMOKE = process.argv.includes('--smoke');
const REPORTS = Number(process.env.REPORTS ?? (SMOKE ? 5 : 100));
const PHOTOS = 3;
const PHOTO_BYTES = Number(process.env.PHOTO_KB ?? 300) * 1024;
const BUDGET_MS = 20_000;
const PARALLEL = 8;
const PASSWORD = 'demo1234';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// Up to two minutes: the first start migrates and seeds (twelve password hashes), which takes
// over 30 s on a busy 2-core machine.
async function waitUntilUp(base, child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`${base}/api/operation/future`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text);
}

/** A real 1x1 JPEG, then random content: the server checks type and size from the first bytes. */
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
    'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
function photo() {
  const bytes = randomBytes(PHOTO_BYTES);
  JPEG_1X1.copy(bytes, 0);
  return bytes;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  if (!existsSync(SERVER)) throw new Error(`missing ${SERVER}: run node apps/server/build.mjs`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-bench-outbox-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One admin sends 100 stages and repeats 8 at a time: the booking and upload bounds (decision 012) are raised.
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, PWA_DIR: '', SEED_DEMO: 'true', LOG_LEVEL: 'error', OPEN_BOOKED_DAYS_PER_CLIENT: '100000', UPLOADS_PER_USER: '16', UPLOADS_TOTAL: '16', JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(base, child);
    const signIn = async (email) => (await json(await fetch(`${base}/api/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) }))).token;
    const [client, admin] = await Promise.all([signIn('client@demo.ch'), signIn('admin@demo.ch')]);
    const as = (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra });

    // The stages: one kitchen order each, on days far enough ahead and never the same day.
    const today = new Date();
    const stageIds = [];
    const input = { meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }] }], driveKilometers: 10, lift: null, stagesCount: 1, express: false };
    for (let i = 0; i < REPORTS; i++) {
      const { calcId } = await json(await fetch(`${base}/api/offer/kitchen`, { method: 'POST', headers: as(client, { 'content-type': 'application/json' }), body: JSON.stringify(input) }));
      const day = new Date(today.getTime() + (60 + i) * 86_400_000).toISOString().slice(0, 10);
      const placed = await json(await fetch(`${base}/api/order`, { method: 'POST', headers: as(client, { 'content-type': 'application/json' }), body: JSON.stringify({ calcId, orderAddress: `Benchweg ${i}\n8000 Zürich`, stages: [{ date: day, time: '08:00', amount: 2 }] }) }));
      stageIds.push(placed.stages[0].id);
    }

    // The queue as the phone keeps it: a UUID per item, the data part, three photos each.
    const queue = stageIds.map((stageId, i) => {
      const images = Array.from({ length: PHOTOS }, () => ({ id: randomUUID(), bytes: photo() }));
      return { key: randomUUID(), stageId, data: { general: `Bericht ${i}`, truckArrivalTime: '07:35', damages: false, images: images.map((m, n) => ({ id: m.id, comment: `Bild ${n + 1}`, damage: false, deleted: false })) }, images };
    });
    const send = async (item) => {
      const form = new FormData();
      form.append('data', JSON.stringify(item.data));
      for (const image of item.images) form.append(`image:${image.id}`, new Blob([image.bytes], { type: 'image/jpeg' }), `${image.id}.jpg`);
      const started = performance.now();
      const response = await fetch(`${base}/api/operation/${item.stageId}`, { method: 'POST', headers: as(admin, { 'Idempotency-Key': item.key }), body: form });
      await response.arrayBuffer();
      return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', ms: performance.now() - started };
    };

    const run = async (items, parallel) => {
      const results = new Array(items.length);
      let next = 0;
      const worker = async () => {
        while (next < items.length) {
          const index = next++;
          results[index] = await send(items[index]);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: parallel }, worker));
      return { results, ms: performance.now() - started };
    };

    const first = await run(queue, 1);
    const replayInOrder = await run(queue, 1);
    const replayParallel = await run([...queue, ...queue], PARALLEL);

    let duplicates = 0;
    let losses = 0;
    for (const stageId of stageIds) {
      const detail = await json(await fetch(`${base}/api/operation/${stageId}`, { headers: as(admin) }));
      const stored = detail.images.filter((i) => !i.deleted).length;
      if (stored > PHOTOS) duplicates += stored - PHOTOS;
      if (stored < PHOTOS) losses += PHOTOS - stored;
    }
    const failed = [first, replayInOrder, replayParallel].flatMap((r) => r.results).filter((r) => r.status !== 200).length;
    const notReplayed = [...replayInOrder.results, ...replayParallel.results].filter((r) => !r.replayed).length;
    const megabytes = ((REPORTS * PHOTOS * PHOTO_BYTES) / 1024 / 1024).toFixed(1);

    console.log(`outbox replay: ${REPORTS} reports x ${PHOTOS} photos x ${PHOTO_BYTES / 1024} KB (${megabytes} MB)`);
    console.log(`  first pass, one at a time:   ${(first.ms / 1000).toFixed(2)} s (median ${median(first.results.map((r) => r.ms)).toFixed(1)} ms per report; budget ${BUDGET_MS / 1000} s)`);
    console.log(`  replay, one at a time:       ${(replayInOrder.ms / 1000).toFixed(2)} s (median ${median(replayInOrder.results.map((r) => r.ms)).toFixed(1)} ms)`);
    console.log(`  replay, ${PARALLEL} parallel, twice:  ${(replayParallel.ms / 1000).toFixed(2)} s`);
    console.log(`  failed answers: ${failed}, replays not answered from the stored answer: ${notReplayed}`);
    console.log(`  duplicates: ${duplicates}, losses: ${losses}`);
    const ok = (SMOKE || first.ms < BUDGET_MS) && duplicates === 0 && losses === 0 && failed === 0 && notReplayed === 0;
    console.log(ok ? 'OK' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    child.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
