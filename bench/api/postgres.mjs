// API benchmark on PostgreSQL (issue #17): GET /api/operation/future as operator@demo.ch on
// (1) SQLite, one instance (the embedded default, for comparison), (2) PostgreSQL, one instance,
// (3) PostgreSQL, two instances on one database, the load generator spreading its connections
// over both ports (no load balancer needed). The PostgreSQL server is a throw-away cluster from
// Debian's package (apps/server/test/support/pg-cluster.ts), fsync on as in production.
// Per setup: 2 s warm-up, a closed loop with 32 connections (throughput), then a fixed rate
// (1'000 req/s by default) for the latency; CPU time per request of each server process and of
// all PostgreSQL processes, from /proc.
// Targets: server CPU per request on PostgreSQL <= 2x SQLite's; two instances hold 1'000 req/s
// with p99 < 50 ms and 0 errors. On a 2-core host the throughput of two instances is bound by
// the cores: printed, not a target. Exit code 1 when a target fails.
// PostgreSQL is measured twice: over TCP on loopback (as from another host: on loopback the
// sending process also pays the receiving side's kernel work, per query) and over the cluster's
// unix socket (app and database on one host); the targets are checked on the latter.
// Usage: node --import tsx bench/api/postgres.mjs [--seconds=10] [--rate=1000] [--connections=32] [--rebuild]
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startPgCluster } from '../../apps/server/test/support/pg-cluster.ts';
import { closedLoop, fixedRate } from './load.mjs';
import { ensureServerBuild, httpRequest, signIn, startServer } from './server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const SECONDS = Number(args.seconds ?? 10);
const RATE = Number(args.rate ?? 1000);
const CONNECTIONS = Number(args.connections ?? 32);
const TARGET = { cpuRatio: 2, p99Ms: 50 };

const ms = (value) => `${value.toFixed(1)} ms`;

/** CPU time (user + system, ms) of a process, from /proc/<pid>/stat. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** The cluster's postmaster and all its children (backends, writer, WAL ...). */
function postgresPids(cluster) {
  const postmaster = Number(readFileSync(join(cluster.folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

const totalCpu = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

async function measure(label, servers, cluster) {
  const operator = await signIn(servers[0].port, 'operator@demo.ch');
  const spec = { method: 'GET', path: '/api/operation/future', headers: { authorization: `Bearer ${operator.token}` } };
  for (const server of servers) {
    const probe = await httpRequest(server.port, spec);
    if (probe.status !== 200) throw new Error(`${label}: ${probe.status} ${probe.body}`);
  }
  const ports = servers.map((server) => server.port);
  await closedLoop(ports, spec, { connections: CONNECTIONS, seconds: 2 });
  const serverPids = servers.map((server) => server.child.pid);
  const before = { servers: serverPids.map(cpuMs), pg: cluster ? totalCpu(postgresPids(cluster)) : 0 };
  const max = await closedLoop(ports, spec, { connections: CONNECTIONS, seconds: SECONDS });
  const perServer = serverPids.map((pid, i) => (cpuMs(pid) - before.servers[i]) / max.requests);
  const pgPerRequest = cluster ? (totalCpu(postgresPids(cluster)) - before.pg) / max.requests : 0;
  const fixed = await fixedRate(ports, spec, { rate: RATE, connections: CONNECTIONS, seconds: SECONDS });
  const serverCpu = perServer.reduce((a, b) => a + b, 0);
  console.log(`\n${label}`);
  console.log(
    `  CPU per request: server${servers.length > 1 ? 's' : ''} ${perServer.map((v) => ms(v)).join(' + ')}` +
      `${cluster ? `, PostgreSQL ${ms(pgPerRequest)}` : ''}, total ${ms(serverCpu + pgPerRequest)}`,
  );
  console.log(`  throughput, ${CONNECTIONS} connections: ${max.rps.toFixed(0)} req/s, ${max.errors} errors, p99 ${ms(max.p99)}`);
  console.log(`  at ${RATE} req/s: ${fixed.rps.toFixed(0)} req/s done, p50 ${ms(fixed.p50)} p95 ${ms(fixed.p95)} p99 ${ms(fixed.p99)} max ${ms(fixed.max)}, ${fixed.errors} errors`);
  return { serverCpu, pgPerRequest, max, fixed };
}

async function main() {
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  console.log(`API benchmark, SQLite and PostgreSQL: ${build.path} (built ${build.builtAt.toISOString()}), ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const env = { LOG_LEVEL: 'warn' };

  const sqliteServer = await startServer(env);
  let sqlite;
  try {
    sqlite = await measure('SQLite, one instance', [sqliteServer], null);
  } finally {
    await sqliteServer.stop();
  }

  // fsync and synchronous commit on: what production pays (the tests' clusters run without).
  const cluster = await startPgCluster({ durable: true });
  const results = {};
  try {
    // Over TCP on loopback, as from another host, and over the unix socket, as on one host.
    for (const via of ['tcp', 'socket']) {
      const url = via === 'socket' ? `${cluster.url.replace('@127.0.0.1:', '@localhost:')}?host=${cluster.folder}` : cluster.url;
      const pgEnv = { ...env, DATABASE_URL: url };
      const label = via === 'socket' ? 'over its unix socket' : 'over TCP on loopback';
      const first = await startServer(pgEnv);
      try {
        const one = await measure(`PostgreSQL ${label}, one instance`, [first], cluster);
        const second = await startServer(pgEnv);
        try {
          results[via] = { one, two: await measure(`PostgreSQL ${label}, two instances on one database`, [first, second], cluster) };
        } finally {
          await second.stop();
        }
      } finally {
        await first.stop();
      }
    }
  } finally {
    await cluster.stop();
  }

  console.log('\nsummary (targets checked on the unix socket: app and database on one host)');
  console.log(`  server CPU per request, SQLite ${ms(sqlite.serverCpu)}; PostgreSQL over TCP on loopback ${ms(results.tcp.one.serverCpu)} (${(results.tcp.one.serverCpu / sqlite.serverCpu).toFixed(2)}x)`);
  const { one, two } = results.socket;
  const ratio = one.serverCpu / sqlite.serverCpu;
  const cpuOk = ratio <= TARGET.cpuRatio;
  const twoOk = two.fixed.p99 < TARGET.p99Ms && two.fixed.errors === 0 && two.fixed.rps >= RATE * 0.98;
  console.log(`  server CPU per request: SQLite ${ms(sqlite.serverCpu)}, PostgreSQL ${ms(one.serverCpu)} (${ratio.toFixed(2)}x; target <= ${TARGET.cpuRatio}x): ${cpuOk ? 'ok' : 'FAILED'}`);
  console.log(`  two instances at ${RATE} req/s: p99 ${ms(two.fixed.p99)}, ${two.fixed.errors} errors (target p99 < ${TARGET.p99Ms} ms, 0 errors): ${twoOk ? 'ok' : 'FAILED'}`);
  console.log(`  throughput two / one instance on PostgreSQL: ${(two.max.rps / one.max.rps).toFixed(2)}x (bound by the ${cpus().length} cores here; not a target)`);
  console.log(`load average after the run ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (!cpuOk || !twoOk) process.exitCode = 1;
}

await main();
