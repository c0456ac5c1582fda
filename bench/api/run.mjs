// API benchmark: the built server on loopback with the demo data, under a keep-alive load
// generator (load.mjs). For (a) POST /api/offer/kitchen as client@demo.ch (validates, prices
// and stores a calculation: one SQLite write per request) and (b) GET /api/operation/future
// as operator@demo.ch: 2 s warm-up, then 10 s closed loop with 32 connections (throughput),
// then 10 s at a fixed 500 requests/s (latency at the budgeted load).
// Budget per endpoint: >= 500 requests/s and p99 < 50 ms at 500 requests/s, no errors.
// Exit code 1 when a budget fails.
// Usage: node bench/api/run.mjs [--log-level=info|warn|...] [--seconds=10] [--connections=32] [--rebuild] [--smoke]
// --smoke (npm test): 1 s per phase; figures printed, no budget checked.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closedLoop, fixedRate } from './load.mjs';
import { budgetedEndpoints } from './endpoints.mjs';
import { ensureServerBuild, httpRequest, startServer } from './server.mjs';

const BUDGET = { rps: 500, p99Ms: 50 };
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const LOG_LEVEL = args['log-level'] ?? 'info';
const SMOKE = args.smoke === 'true';
const SECONDS = Number(args.seconds ?? (SMOKE ? 1 : 10));
const CONNECTIONS = Number(args.connections ?? 32);

const verdict = (ok) => (SMOKE ? 'not checked (smoke mode)' : ok ? 'ok' : 'FAILED');
const ms = (value) => `${value.toFixed(1)} ms`;

/** CPU time (user + system, ms) the server process has used: independent of other load. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}

async function main() {
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  console.log(`API benchmark: ${build.path} (built ${build.builtAt.toISOString()}), LOG_LEVEL=${LOG_LEVEL}, ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const server = await startServer({ LOG_LEVEL });
  let failed = false;
  try {
    const endpoints = await budgetedEndpoints(server.port);
    for (const { name, spec } of endpoints) {
      const probe = await httpRequest(server.port, spec);
      if (probe.status !== 200) throw new Error(`${name}: ${probe.status} ${probe.body}`);
      const answer = JSON.parse(probe.body.toString('utf8'));
      const size = `${probe.body.length} bytes${Array.isArray(answer) ? `, ${answer.length} operations` : ''}`;
      await closedLoop(server.port, spec, { connections: CONNECTIONS, seconds: SMOKE ? 0.5 : 2 });
      const cpuBefore = cpuMs(server.child.pid);
      const max = await closedLoop(server.port, spec, { connections: CONNECTIONS, seconds: SECONDS });
      const cpuPerRequest = (cpuMs(server.child.pid) - cpuBefore) / max.requests;
      // The load generator's own event-loop delay: when it stalls as long as the answers, the
      // host did not run the benchmark's processes, whatever the server costs.
      const benchDelay = monitorEventLoopDelay({ resolution: 10 });
      benchDelay.enable();
      const fixed = await fixedRate(server.port, spec, { rate: BUDGET.rps, connections: CONNECTIONS, seconds: SECONDS });
      benchDelay.disable();
      const rpsOk = max.rps >= BUDGET.rps && max.errors === 0;
      const p99Ok = fixed.p99 < BUDGET.p99Ms && fixed.errors === 0;
      failed ||= !SMOKE && (!rpsOk || !p99Ok);
      console.log(`\n${name} (answer ${size}); server CPU ${cpuPerRequest.toFixed(2)} ms per request (${(1000 / cpuPerRequest).toFixed(0)} req/s per busy core)`);
      console.log(
        `  throughput, ${CONNECTIONS} connections: ${max.rps.toFixed(0)} req/s (${max.requests} in ${max.seconds.toFixed(1)} s, ${max.errors} errors), ` +
          `p50 ${ms(max.p50)} p95 ${ms(max.p95)} p99 ${ms(max.p99)}  budget >= ${BUDGET.rps} req/s: ${verdict(rpsOk)}`,
      );
      console.log(
        `  at ${BUDGET.rps} req/s: ${fixed.rps.toFixed(0)} req/s done, p50 ${ms(fixed.p50)} p95 ${ms(fixed.p95)} p99 ${ms(fixed.p99)} max ${ms(fixed.max)}, ` +
          `${fixed.errors} errors  budget p99 < ${BUDGET.p99Ms} ms: ${verdict(p99Ok)}`,
      );
      console.log(`  meanwhile the load generator's own event loop: delay p99 ${ms(benchDelay.percentile(99) / 1e6)} max ${ms(benchDelay.max / 1e6)}`);
    }
  } finally {
    await server.stop();
  }
  console.log(`\nload average after the run ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (SMOKE) console.log('API benchmark ran (smoke mode, no budget)');
  else if (failed) {
    console.log('API budget FAILED');
    process.exitCode = 1;
  } else console.log('API budget met');
}

await main();
