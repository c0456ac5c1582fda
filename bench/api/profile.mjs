// Where the server's CPU time goes on one budgeted endpoint: the built server runs under
// `node --cpu-prof` (demo data, LOG_LEVEL info as in run.mjs), gets a closed loop of requests
// and stops; the self time of the samples taken during the load (not the server's start: V8
// stamps samples with the monotonic clock, as process.hrtime here) is printed per function
// and per package. Not a budget.
// Usage: node bench/api/profile.mjs [--endpoint=list|offer] [--seconds=10] [--connections=16] [--top=30] [--rebuild]
// The .cpuprofile is kept (its path is printed) for Chrome DevTools' Performance panel.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetedEndpoints } from './endpoints.mjs';
import { closedLoop } from './load.mjs';
import { ensureServerBuild, startServer } from './server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const ENDPOINT = args.endpoint ?? 'list';
const SECONDS = Number(args.seconds ?? 10);
const CONNECTIONS = Number(args.connections ?? 16);
const TOP = Number(args.top ?? 30);

/** node_modules/.pnpm/<name>@<version>/... → name; the bundle → server; node:... → node. */
function packageOf({ url, functionName }) {
  const pnpm = url.match(/node_modules\/\.pnpm\/(@?[^@/]+(?:\+[^@/]+)?)@/);
  if (pnpm) return pnpm[1].replace('+', '/');
  if (url.endsWith('dist/main.js')) return 'server (dist/main.js)';
  if (url.startsWith('node:')) return 'node';
  return url || functionName || '(native)';
}

/** Self time (ms) of the samples between `from` and `to` (µs, monotonic clock). */
function selfTimes(profile, from, to) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byNode = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at >= from && at <= to) byNode.set(id, (byNode.get(id) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const byFunction = new Map();
  const byPackage = new Map();
  let busy = 0;
  for (const [id, ms] of byNode) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += ms;
    const where = frame.url ? `${frame.url.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^.*\/apps\/server\//, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + ms);
  }
  return { busy, byFunction, byPackage };
}

function printTop(title, times, busy, count) {
  console.log(`\n${title}`);
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
}

async function main() {
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  const profileDir = mkdtempSync(join(tmpdir(), 'tragkraft-profile-'));
  const server = await startServer({ LOG_LEVEL: 'info' }, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  const micros = () => Number(process.hrtime.bigint() / 1000n);
  let result;
  let from;
  let to;
  try {
    const endpoint = (await budgetedEndpoints(server.port)).find((e) => e.key === ENDPOINT);
    if (!endpoint) throw new Error(`unknown --endpoint=${ENDPOINT} (list or offer)`);
    console.log(`profiling ${endpoint.name} on ${build.path} (built ${build.builtAt.toISOString()}), ${SECONDS} s, ${CONNECTIONS} connections`);
    from = micros();
    result = await closedLoop(server.port, endpoint.spec, { connections: CONNECTIONS, seconds: SECONDS });
    to = micros();
  } finally {
    await server.stop(); // the profile is written when the server exits
  }
  const file = join(profileDir, readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile')));
  const { busy, byFunction, byPackage } = selfTimes(JSON.parse(readFileSync(file, 'utf8')), from, to);
  if (busy === 0) throw new Error(`no samples during the load in ${file}`);
  // Sample times are wall time while not idle (they grow when other work takes the CPU), so
  // the shares are what to compare; run.mjs gives the CPU time per request.
  console.log(`${result.requests} requests (${result.errors} errors), ${busy.toFixed(0)} ms not idle; profile ${file}`);
  printTop('self time per function (share of the time not idle)', byFunction, busy, TOP);
  printTop('self time per package', byPackage, busy, 15);
}

await main();
