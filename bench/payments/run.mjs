// Payments import under load (issue 28): the built server imports a 5 MB camt.054 with 10'000
// payments while /api/health is polled back to back. Budget: every health answer within
// 200 ms during the import (parsing runs in a worker thread, booking yields between payments).
// Prints the import's duration and the health latencies. Options: --rebuild, --count=N.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild, httpRequest, signIn, startServer } from '../api/server.mjs';
import { camtFile } from './camt-file.mjs';

const BUDGET_MS = 200;
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
// --smoke (npm test): 200 payments; figures printed, no budget checked.
const SMOKE = process.argv.includes('--smoke');
const count = Number(arg('count', SMOKE ? 200 : 10_000));
const iban = 'CH4431999123000889012';

function multipartBody(fileName, bytes) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/xml\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const build = ensureServerBuild({ rebuild: process.argv.includes('--rebuild') });
console.log(`server build of ${build.builtAt.toISOString()}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const server = await startServer({ LOG_LEVEL: 'warn', COMPANY_IBAN: iban });
let failed = false;
try {
  const { token } = await signIn(server.port, 'admin@demo.ch');
  const file = camtFile({ count, iban });
  const { body, contentType } = multipartBody('camt054-bench.xml', file);
  console.log(`camt.054 with ${count} payments: ${(file.length / 1024 / 1024).toFixed(2)} MB`);

  let importing = true;
  const latencies = [];
  const slow = [];
  const importStart = performance.now();
  const poll = (async () => {
    while (importing) {
      const start = performance.now();
      const res = await httpRequest(server.port, { path: '/api/health' });
      if (res.status !== 200) throw new Error(`health answered ${res.status}`);
      latencies.push(performance.now() - start);
      if (performance.now() - start > 100) slow.push(`${((start - importStart) / 1000).toFixed(2)} s: ${(performance.now() - start).toFixed(0)} ms`);
      await sleep(10);
    }
  })();
  const start = performance.now();
  const res = await httpRequest(server.port, { method: 'POST', path: '/api/admin/payments/import', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) }, body });
  const duration = performance.now() - start;
  importing = false;
  await poll;
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
  const answer = JSON.parse(res.body.toString('utf8'));
  const stored = (answer.matched?.length ?? 0) + (answer.unmatched?.length ?? 0);
  if (stored !== count) throw new Error(`import stored ${stored} payments, expected ${count}`);

  const sorted = [...latencies].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? 0;
  console.log(`import: ${(duration / 1000).toFixed(2)} s for ${stored} payments`);
  console.log(`/api/health during the import: ${sorted.length} answers, median ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${max.toFixed(1)} ms (budget < ${BUDGET_MS} ms)`);
  if (slow.length > 0) console.log(`slow answers (time into the import: latency): ${slow.join(', ')}`);
  failed = !SMOKE && max >= BUDGET_MS;
  console.log(failed ? 'FAIL: the server stalled during the import' : 'ok');
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
