// Dispatch board benchmark (issues 21 and 33: with durations, crews and travel): builds the real app in-process on a temporary DATA_DIR
// with the demo data, seeds 60 field staff and 300 stages in one week (and 300 in each
// neighbouring week, bench/board/seed-week.ts), then times the board of that week: boardWeek()
// and GET /api/admin/board?week=…, median and maximum of 30 after 5 warm-ups. The app has a
// routing provider (MAPS_PROVIDER: a stand-in OSRM table server on 127.0.0.1:3311): the first
// load fills the travel cache (timed apart, "cold"), the timed loads read it and must not ask.
// Budget: the route answers in < 100 ms (median). Exit code 1 when it does not.
// Usage: node --import tsx bench/board/run.ts [--smoke]
// --smoke (npm test): 12 staff, 60 stages, 3 runs; figures printed, no budget checked.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { users } from '../../apps/server/src/db/schema';
import { boardWeek } from '../../apps/server/src/features/board/board-week';
import { routerMinutes } from '../../apps/server/src/features/board/router-minutes';
import { sitePlaces } from '../../apps/server/src/features/board/site-places';
import { testConfig, tokenFor } from '../../apps/server/test/support/test-app';
import { addDays, isoWeekKey, mondayOf, zurichToday } from '../../packages/domain/src/index';
import type { BoardAnswer } from '../../packages/sync-protocol/src/index';
import { seedBusyWeek } from './seed-week';

const SMOKE = process.argv.includes('--smoke');
const BUDGET_MS = 100;
const STAFF = SMOKE ? 12 : 60;
const STAGES = SMOKE ? 60 : 300;
const RUNS = SMOKE ? 3 : 30;
const WARM_UP = SMOKE ? 1 : 5;

const ROUTER_PORT = 3311;
const ROUTER_URL = `http://127.0.0.1:${ROUTER_PORT}`;

/** OSRM's table API for any points: 20 minutes between two different places. */
function standInRouter(asked: { count: number }) {
  return createServer((request, response) => {
    asked.count++;
    const n = (/^\/table\/v1\/driving\/([^?]+)/.exec(request.url ?? '')?.[1] ?? '').split(';').length;
    const durations = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : 1200)));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations }));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { median: median(times), max: Math.max(...times) };
}

async function main() {
  console.log(`Dispatch board benchmark: in-process app, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-bench-board-'));
  const asked = { count: 0 };
  const router = standInRouter(asked);
  await new Promise<void>((resolve) => router.listen(ROUTER_PORT, '127.0.0.1', resolve));
  const config = { ...testConfig(dataDir), mapsProviderUrl: ROUTER_URL };
  const app = await buildApp(config);
  const places = sitePlaces(config.localitiesFile, config.company);
  let failed = false;
  try {
    const admin = await tokenFor(app, 'admin@demo.ch');
    const client = (await app.db.select({ id: users.id, email: users.email, clientId: users.clientId }).from(users)).find((u) => u.email === 'client@demo.ch');
    const monday = mondayOf(addDays(zurichToday(new Date()), 200));
    const week = isoWeekKey(monday);
    const seedStart = performance.now();
    const seeded = await seedBusyWeek(app.db, monday, { staff: STAFF, stages: STAGES, clientId: client!.clientId!, userId: client!.id });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const url = `/api/admin/board?week=${week}`;
    const coldStart = performance.now();
    const first = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    const coldMs = performance.now() - coldStart;
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    const coldRequests = asked.count;
    const board = first.json<BoardAnswer>();
    const cards = board.staff.reduce((sum, person) => sum + person.days.reduce((n, cell) => n + cell.stages.length, 0), 0);
    const stagesInWeek = new Set([...board.unplanned.map((s) => s.stageId), ...board.staff.flatMap((p) => p.days.flatMap((c) => c.stages.map((s) => s.stageId)))]).size;

    const query = await timed(() => boardWeek(app.db, week, places));
    // The same with the router's minutes read from the warm cache (what the route does).
    const routed = await timed(() => boardWeek(app.db, week, places, undefined, { router: routerMinutes(ROUTER_URL, app.log), now: new Date() }));
    const route = await timed(() => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } }));
    const routerLegs = first.json<BoardAnswer>().staff.flatMap((p) => p.days.flatMap((c) => c.travel)).filter((leg) => leg.source === 'router').length;
    const warmRequests = asked.count - coldRequests;
    if (routerLegs === 0 || warmRequests > 0) throw new Error(`router: ${routerLegs} legs from it, ${warmRequests} requests on a warm cache`);
    const ok = SMOKE || route.median < BUDGET_MS;
    failed ||= !ok;
    console.log(
      `\nweek ${week}: ${board.staff.length} staff rows, ${stagesInWeek} stages with staff or lacking staff, ${board.unplanned.length} unplanned, ${cards} cards, ` +
        `${(first.body.length / 1024).toFixed(0)} KB JSON (${seeded.assignments} assignments and ${STAGES * 3} stages over three weeks seeded in ${seedSeconds.toFixed(1)} s); median/max of ${RUNS} after ${WARM_UP} warm-ups:`,
    );
    console.log(`  boardWeek(): median ${query.median.toFixed(1)} ms, max ${query.max.toFixed(1)} ms`);
    console.log(`  boardWeek() with the router's cache: median ${routed.median.toFixed(1)} ms, max ${routed.max.toFixed(1)} ms`);
    console.log(`  cold (router asked ${coldRequests}×, cache filled): ${coldMs.toFixed(1)} ms; warm: ${routerLegs} router legs, no request`);
    console.log(`  GET ${url}: median ${route.median.toFixed(1)} ms, max ${route.max.toFixed(1)} ms`);
    console.log(`  budget < ${BUDGET_MS} ms: ${SMOKE ? 'not checked (smoke mode)' : ok ? 'ok' : 'FAILED'}`);
  } finally {
    await app.close();
    router.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(SMOKE ? '\nBoard benchmark ran (smoke mode, no budget)' : failed ? '\nBoard budget FAILED' : '\nBoard budget met');
  if (failed) process.exitCode = 1;
}

await main();
