// API benchmark of an upload-heavy endpoint on PostgreSQL with the stored files in the folder
// and in an S3-compatible bucket (issue 31, decision 034): POST /api/operation/{stageId}, the
// report save with two new photos per request (default 1 MB each, JPEG header + random bytes)
// as operator@demo.ch, spread over the operator's stages. The bucket is s3rver on the same host
// (the S3 REST protocol over a folder; apps/server/test/support/s3-server.ts), so the figures
// compare the server's own cost of the S3 path (signing, multipart upload, the store's work on
// the same cores), not a network. PostgreSQL is a throw-away cluster of Debian's package with
// fsync on, one fresh database per setup.
// Per setup: 2 s warm-up, then a closed loop with `connections` parallel uploads (default 4,
// UPLOADS_PER_USER is raised for the one signed-in person): reports/s, MB/s of photos,
// latency percentiles, errors, server CPU per report and the server's peak memory (VmHWM).
// No budget: the figures are printed side by side (README of bench/ keeps the last ones).
// Usage: node --import tsx bench/api/uploads.mjs [--seconds=10] [--connections=4] [--photo-kb=1000] [--rebuild] [--smoke]
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startPgCluster } from '../../apps/server/test/support/pg-cluster.ts';
import { startTestS3Server } from '../../apps/server/test/support/s3-server.ts';
import { JPEG_1X1 } from '../../apps/server/test/support/images.ts';
import { ensureServerBuild, httpRequest, signIn, startServer } from './server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const SMOKE = args.smoke === 'true';
const SECONDS = Number(args.seconds ?? (SMOKE ? 1 : 10));
const CONNECTIONS = Number(args.connections ?? 4);
const PHOTO_BYTES = Number(args['photo-kb'] ?? 1000) * 1000;
const PHOTOS = 2;

const ms = (value) => `${value.toFixed(0)} ms`;

function procField(pid, file, read) {
  try {
    return read(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
  } catch {
    return 0;
  }
}
const cpuMs = (pid) => procField(pid, 'stat', (text) => {
  const fields = text.split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
});
const peakMb = (pid) => procField(pid, 'status', (text) => Number(/VmHWM:\s+(\d+)/.exec(text)[1]) / 1024);

/** A multipart report body with PHOTOS new photos (fresh ids, fresh bytes). */
function reportBody() {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const ids = Array.from({ length: PHOTOS }, () => randomUUID());
  const data = { truckArrivalTime: '07:45', damages: false, general: '', rating: 5, images: ids.map((id) => ({ id, comment: '', damage: false, deleted: false })) };
  const chunks = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  for (const id of ids) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image:${id}"; filename="${id}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
    chunks.push(JPEG_1X1, randomBytes(PHOTO_BYTES - JPEG_1X1.length), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function measure(label, server) {
  const operator = await signIn(server.port, 'operator@demo.ch');
  const auth = { authorization: `Bearer ${operator.token}` };
  const list = await httpRequest(server.port, { path: '/api/operation/future', headers: auth });
  const stageIds = JSON.parse(list.body.toString('utf8')).stageDetails.map((operation) => operation.id);
  if (stageIds.length === 0) throw new Error(`${label}: the operator has no stages`);
  let next = 0;
  const save = async () => {
    const { body, contentType } = reportBody();
    const stageId = stageIds[next++ % stageIds.length];
    const started = performance.now();
    const res = await httpRequest(server.port, { method: 'POST', path: `/api/operation/${stageId}`, headers: { ...auth, 'content-type': contentType, 'idempotency-key': randomUUID() }, body });
    return { ok: res.status === 200, ms: performance.now() - started, status: res.status, text: res.body.toString('utf8').slice(0, 200) };
  };
  const probe = await save();
  if (!probe.ok) throw new Error(`${label}: ${probe.status} ${probe.text}`);
  const loop = async (seconds) => {
    const latencies = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const result = await save();
        if (result.ok) latencies.push(result.ms);
        else errors += 1;
      }
    }));
    return { latencies: latencies.sort((a, b) => a - b), errors };
  };
  await loop(SMOKE ? 0.5 : 2);
  const cpuBefore = cpuMs(server.child.pid);
  const started = performance.now();
  const { latencies, errors } = await loop(SECONDS);
  const seconds = (performance.now() - started) / 1000;
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const figures = {
    reportsPerSecond: latencies.length / seconds,
    mbPerSecond: (latencies.length * PHOTOS * PHOTO_BYTES) / 1e6 / seconds,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors,
    cpuPerReport: (cpuMs(server.child.pid) - cpuBefore) / Math.max(1, latencies.length + errors),
    peakMb: peakMb(server.child.pid),
  };
  console.log(`\n${label}`);
  console.log(
    `  ${figures.reportsPerSecond.toFixed(1)} reports/s (${figures.mbPerSecond.toFixed(1)} MB/s of photos, ${latencies.length} in ${seconds.toFixed(1)} s, ${errors} errors), ` +
      `p50 ${ms(figures.p50)} p95 ${ms(figures.p95)} p99 ${ms(figures.p99)}; server CPU ${ms(figures.cpuPerReport)} per report, peak memory ${figures.peakMb.toFixed(0)} MB`,
  );
  return figures;
}

async function main() {
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  console.log(
    `Upload benchmark on PostgreSQL, folder vs bucket: ${build.path} (built ${build.builtAt.toISOString()}), ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ` +
      `${CONNECTIONS} parallel uploads, ${PHOTOS} photos of ${PHOTO_BYTES / 1000} kB per report`,
  );
  const cluster = await startPgCluster({ durable: true });
  const s3 = await startTestS3Server();
  const results = {};
  try {
    const setups = [
      ['folder', 'UPLOADS_DIR (local folder)', async () => ({})],
      ['bucket', 'S3_BUCKET (s3rver on loopback)', async () => {
        const bucket = await s3.bucket('bench');
        return { S3_BUCKET: bucket.bucket, S3_ENDPOINT: bucket.endpoint, S3_REGION: bucket.region, S3_ACCESS_KEY_ID: bucket.credentials.accessKeyId, S3_SECRET_ACCESS_KEY: bucket.credentials.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' };
      }],
    ];
    for (const [key, label, storageEnv] of setups) {
      const databaseUrl = await cluster.createDatabase(`bench_${key}`);
      const server = await startServer({ LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, UPLOADS_PER_USER: String(CONNECTIONS), ...(await storageEnv()) }, { nodeArgs: ['--max-semi-space-size=4'] });
      try {
        results[key] = await measure(`PostgreSQL, stored files in ${label}`, server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await s3.close();
    await cluster.stop();
  }
  const { folder, bucket } = results;
  console.log('\nsummary (bucket / folder)');
  console.log(`  reports/s ${bucket.reportsPerSecond.toFixed(1)} / ${folder.reportsPerSecond.toFixed(1)} (${(bucket.reportsPerSecond / folder.reportsPerSecond).toFixed(2)}x)`);
  console.log(`  p95 ${ms(bucket.p95)} / ${ms(folder.p95)}, server CPU per report ${ms(bucket.cpuPerReport)} / ${ms(folder.cpuPerReport)}, peak memory ${bucket.peakMb.toFixed(0)} / ${folder.peakMb.toFixed(0)} MB`);
  console.log(`load average after the run ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (folder.errors > 0 || bucket.errors > 0) process.exitCode = 1;
}

await main();
