// Lighthouse benchmark: the first screen of every role, opened in Debian's Chromium by
// Lighthouse 12 with its mobile preset (moto g power screen, slow 4G, 4x CPU slowdown, all
// simulated: Lighthouse's default "simulate" throttling computes the slow phone and network from
// a fast load, so the figures vary less with the load of a shared machine than applied
// throttling would). The built server serves the built PWA with the demo data.
// Signed in: the session from a real sign-in is put into localStorage ('tragkraft.session') on a
// page of the app's origin that loads nothing of the app (/api/health); Lighthouse keeps
// localStorage (its storage reset clears service workers, Cache Storage and the HTTP cache).
// Cold: Lighthouse's storage reset (no service worker, no HTTP cache) in a new browser.
// Warm: the same screen again once the service worker controls it (disableStorageReset), so the
// app shell comes from the service-worker cache.
// Budget on the median of --runs per screen, cold and warm: performance >= 0.95, accessibility 1.
// Exit code 1 when a budget fails.
// --cpu=calibrated: instead of the preset's fixed 4x, the CPU slowdown is this machine's speed
// (Lighthouse's benchmark index, taken in the page right before each run) over a moto g power's
// (264, the "low-tier" score of Chrome DevTools' CPU calibration), at least 1. On a loaded or slow
// host the fixed 4x emulates a phone several times slower than the moto g power.
// Usage: node bench/lighthouse/run.mjs [--runs=3] [--screens=/offer,/admin/board] [--warm=false]
//        [--cpu=calibrated] [--pwa-dir=DIR --no-build] [--rebuild] [--smoke] [--reports=DIR]
// --reports=DIR keeps each run's Lighthouse report (JSON; open it in the Lighthouse viewer).
// --smoke: /login once, cold only, figures printed, no budget (npm test runs it so the bench cannot rot).
/* global localStorage, navigator, setTimeout -- browser globals of the code run in the page (evaluate) */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { ensureServerBuild, REPO_ROOT, signIn, startServer } from '../api/server.mjs';

const BUDGET = { performance: 0.95, accessibility: 1 };
/** The first screen of every role, with the account that opens it (null: signed out). */
const SCREENS = [
  { path: '/login', email: null },
  { path: '/operation', email: 'operator@demo.ch' },
  { path: '/operations', email: 'employee@demo.ch' },
  { path: '/offer', email: 'client@demo.ch' },
  { path: '/orders', email: 'clerk@demo.ch' },
  { path: '/admin/orders', email: 'admin@demo.ch' },
  { path: '/admin/board', email: 'admin@demo.ch' },
];
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const SMOKE = args.smoke === 'true' || process.env.BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(args.runs ?? 3);
const WARM = !SMOKE && args.warm !== 'false';
const ONLY = SMOKE ? ['/login'] : args.screens?.split(',');
const BUILT_PWA = join(REPO_ROOT, 'apps/pwa/dist');
/** The smoke run takes the PWA `pnpm build` made, when there is one. */
const SMOKE_REUSES_BUILD = SMOKE && !args['pwa-dir'] && existsSync(join(BUILT_PWA, 'index.html'));
const PWA_DIR = args['pwa-dir'] ?? (SMOKE_REUSES_BUILD ? BUILT_PWA : join(tmpdir(), 'tragkraft-lighthouse-pwa'));
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const MOTO_G_POWER_INDEX = 264;
const CALIBRATED = args.cpu === 'calibrated';
const FLAGS = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] };

function buildPwa() {
  console.log(`building the PWA into ${PWA_DIR} ...`);
  const built = spawnSync('pnpm', ['--dir', join(REPO_ROOT, 'apps/pwa'), 'exec', 'vite', 'build', '--outDir', PWA_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('PWA build failed');
  // As `pnpm build` does: brotli/gzip files beside the assets, served pre-compressed.
  spawnSync(process.execPath, [join(REPO_ROOT, 'apps/pwa/scripts/compress-dist.mjs'), PWA_DIR], { stdio: 'inherit' });
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failedA11y = Object.values(lhr.audits)
    .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score === 0)
    .map((audit) => audit.id);
  // A run Lighthouse could not measure (no paint, page hung) has no score: it counts as 0.
  if (lhr.runtimeError) console.log(`  Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: lhr.categories.performance.score ?? 0,
    accessibility: lhr.categories.accessibility.score ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    failedA11y,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** Lighthouse's flags for one run; with --cpu=calibrated the CPU slowdown from this moment's speed. */
async function flags(page, extra) {
  if (!CALIBRATED) return { ...FLAGS, ...extra };
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const cpuSlowdownMultiplier = Math.max(1, index / MOTO_G_POWER_INDEX);
  return { ...FLAGS, ...extra, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
}

/** Keeps the report of one run in --reports=DIR. */
function keep(result, screen, load) {
  if (!args.reports) return;
  mkdirSync(args.reports, { recursive: true });
  writeFileSync(join(args.reports, `${screen.path.slice(1).replaceAll('/', '-')}-${load}-${Date.now()}.json`), result.report);
}

/** One cold run (and a warm one after it) of one screen in a new browser with its own profile. */
async function measure(baseUrl, screen, session) {
  const profile = mkdtempSync(join(tmpdir(), 'tragkraft-lighthouse-profile-'));
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, userDataDir: profile });
  try {
    const page = await browser.newPage();
    if (session) {
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate((value) => localStorage.setItem('tragkraft.session', value), JSON.stringify(session));
    }
    const url = `${baseUrl}${screen.path}`;
    const coldResult = await lighthouse(url, await flags(page, {}), undefined, page);
    keep(coldResult, screen, 'cold');
    const cold = figures(coldResult.lhr);
    if (!WARM) return { cold };
    // The signed-in shell registers the service worker, which installs (precache) and takes the
    // page: wait until it controls it. The sign-in screen registers none: warm is its HTTP cache.
    await page.goto(url);
    const controlled = await page.evaluate(async () => {
      for (let waited = 0; waited < 30_000 && !navigator.serviceWorker.controller; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      return Boolean(navigator.serviceWorker.controller);
    });
    const warmResult = await lighthouse(url, await flags(page, { disableStorageReset: true }), undefined, page);
    keep(warmResult, screen, 'warm');
    const warm = figures(warmResult.lhr);
    return { cold, warm: { ...warm, from: controlled ? 'service worker' : 'HTTP cache' } };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (value) => value.toFixed(2);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Median figures of the runs, and whether they keep the budget (the smoke run has none). */
function summary(runs) {
  const performance = median(runs.map((r) => r.performance));
  const accessibility = Math.min(...runs.map((r) => r.accessibility));
  const ok = SMOKE || (performance >= BUDGET.performance && accessibility >= BUDGET.accessibility);
  const failedA11y = [...new Set(runs.flatMap((r) => r.failedA11y))];
  return { performance, accessibility, lcp: median(runs.map((r) => r.lcp)), fcp: median(runs.map((r) => r.fcp)), tbt: median(runs.map((r) => r.tbt)), all: runs.map((r) => score(r.performance)).join(' '), failedA11y, ok };
}

function printTable(rows) {
  const header = ['screen', 'load', 'performance (runs)', 'accessibility', 'FCP', 'LCP', 'TBT', ''];
  const lines = rows.map(({ path, load, s }) => [path, load, `${score(s.performance)} (${s.all})`, score(s.accessibility), seconds(s.fcp), seconds(s.lcp), `${s.tbt.toFixed(0)} ms`, s.ok ? 'ok' : `FAILED${s.failedA11y.length ? `: ${s.failedA11y.join(', ')}` : ''}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...lines.map(line)].join('\n'));
}

async function main() {
  if (args['no-build'] !== 'true' && !SMOKE_REUSES_BUILD) buildPwa();
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  const screens = SCREENS.filter((s) => !ONLY || ONLY.includes(s.path));
  console.log(
    `Lighthouse benchmark${SMOKE ? ' (smoke: one screen, one run, no budget)' : ''}: ${build.path} (built ${build.builtAt.toISOString()}) serving ${PWA_DIR}; ` +
      `mobile preset, simulated throttling, CPU ${CALIBRATED ? `slowdown calibrated to a moto g power (benchmark index ${MOTO_G_POWER_INDEX})` : '4x slower'}; ${RUNS} run(s) per screen; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const server = await startServer({ LOG_LEVEL: 'warn', PWA_DIR });
  const rows = [];
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    for (const screen of screens) {
      const session = screen.email ? await signIn(server.port, screen.email) : null;
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await measure(baseUrl, screen, session);
        if (result.cold.finalPath !== screen.path) throw new Error(`${screen.path} ended on ${result.cold.finalPath}: not signed in or not allowed`);
        runs.push(result);
        console.log(`${screen.path} run ${run}: cold ${score(result.cold.performance)}${result.warm ? `, warm ${score(result.warm.performance)}` : ''} (CPU ${result.cold.cpu.toFixed(1)}x slower, Lighthouse's CPU benchmark index ${result.cold.benchmarkIndex.toFixed(0)}, load average ${loadavg()[0].toFixed(1)})`);
      }
      rows.push({ path: screen.path, load: 'cold', s: summary(runs.map((r) => r.cold)) });
      if (WARM) rows.push({ path: screen.path, load: `warm (${runs[0].warm.from})`, s: summary(runs.map((r) => r.warm)) });
    }
  } finally {
    await server.stop();
  }
  printTable(rows);
  console.log(`\nbudget: performance >= ${BUDGET.performance} (median) and accessibility ${BUDGET.accessibility} (every run)${SMOKE ? ' (not checked in the smoke run)' : ''}`);
  console.log(`load average after the run ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (rows.some((row) => !row.s.ok)) process.exitCode = 1;
}

await main();
