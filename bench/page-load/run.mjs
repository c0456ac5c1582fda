// Page-load benchmark: the built PWA served by the built server (demo data), opened in
// headless Chromium with 4x CPU slowdown and Chrome DevTools' "Slow 4G" network profile
// (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up: Lighthouse's 150 ms RTT / 1.6 Mbit/s
// applied per request). The operator's session is put into localStorage ('tragkraft.session')
// from a real sign-in, then the app is started at '/' (its start_url), which leads an
// operator to /operation. Usable = the first animation frame in which the screen's h1 and its
// list (an operation link) or empty text are visible, noted in the page (Playwright's own
// polling, printed beside it, adds up to 0.5 s). Cold: a new browser context (no HTTP cache,
// no service worker). Warm: a new tab in the same context once the service worker controls
// it, with the HTTP cache disabled, so the app shell comes from the service-worker cache only
// (the API call goes to the throttled network). Three runs each; budgets on the median:
// cold < 3 s, warm < 1 s.
// Exit code 1 when a budget fails.
// Usage: node bench/page-load/run.mjs [--runs=3] [--latency=562.5] [--pwa-dir=DIR --no-build] [--rebuild] [--smoke]
// --smoke (npm test): one run on the PWA `pnpm build` made (apps/pwa/dist); figures printed, no budget checked.
/* global localStorage, navigator, setTimeout, window, document, getComputedStyle, requestAnimationFrame -- browser globals of the code run in the page (addInitScript, evaluate) */
import { spawnSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { ensureServerBuild, REPO_ROOT, signIn, startServer } from '../api/server.mjs';

const BUDGET = { coldMs: 3000, warmMs: 1000 };
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const SMOKE = args.smoke === 'true';
if (SMOKE) args['no-build'] ??= 'true';
const RUNS = Number(args.runs ?? (SMOKE ? 1 : 3));
const PWA_DIR = args['pwa-dir'] ?? (SMOKE ? join(REPO_ROOT, 'apps/pwa/dist') : join(tmpdir(), 'tragkraft-page-load-pwa'));
const verdict = (ok) => (SMOKE ? 'not checked (smoke mode)' : ok ? 'ok' : 'FAILED');
const KBIT = 1000 / 8; // bytes per second per kbit/s
const NETWORK = {
  offline: false,
  latency: Number(args.latency ?? 562.5),
  downloadThroughput: 1600 * 0.9 * KBIT,
  uploadThroughput: 750 * 0.9 * KBIT,
};
const CPU_SLOWDOWN = 4;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function throttle(page, { disableCache }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (disableCache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * Runs in every page of the context: notes the time (epoch ms) of the first animation frame
 * in which the screen is usable, i.e. its h1 and its list (an operation link) or empty text
 * are visible (a box and not visibility: hidden, as Playwright's isVisible). Playwright's own
 * waiting polls every 500 ms after the first 270 ms, which would add up to half a second.
 */
function watchUsable() {
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const withText = (text) => [...document.querySelectorAll('main *')].find((el) => el.childElementCount === 0 && el.textContent === text && visible(el));
  const frame = () => {
    const h1 = [...document.querySelectorAll('h1')].some(visible);
    const list = [...document.querySelectorAll('main a[href^="/operation/"]:not([href*="/past"])')].some(visible) || withText('Keine zukünftigen Einsätze') || withText('Diese Ansicht wird gerade aufgebaut.');
    if (h1 && list) window.__usableAt = Date.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Opens the app at '/' and answers the ms until the operation list is usable. */
async function openUntilUsable(page, baseUrl) {
  const requests = { network: 0, serviceWorker: 0, bytes: 0 };
  page.on('response', (response) => {
    if (response.fromServiceWorker()) requests.serviceWorker++;
    else requests.network++;
  });
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) requests.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  const startedAt = Date.now();
  const start = performance.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const list = page.locator('main a[href^="/operation/"]:not([href*="/past"])').or(page.getByText('Keine zukünftigen Einsätze'));
  await list.first().waitFor({ timeout: 60_000 });
  const polledMs = performance.now() - start;
  const ms = (await page.waitForFunction(() => window.__usableAt).then((handle) => handle.jsonValue())) - startedAt;
  const screen = 'operation list';
  return { ms, polledMs, screen, url: new URL(page.url()).pathname, heading: await page.getByRole('heading', { level: 1 }).first().textContent(), requests };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (args['no-build'] !== 'true') {
    console.log(`building the PWA into ${PWA_DIR} ...`);
    const built = spawnSync('pnpm', ['--dir', join(REPO_ROOT, 'apps/pwa'), 'exec', 'vite', 'build', '--outDir', PWA_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('PWA build failed');
    // As `pnpm build` does: brotli/gzip files beside the assets, served pre-compressed.
    spawnSync('node', [join(REPO_ROOT, 'apps/pwa/scripts/compress-dist.mjs'), PWA_DIR], { stdio: 'inherit' });
  }
  const build = ensureServerBuild({ rebuild: args.rebuild === 'true' });
  console.log(
    `Page-load benchmark: ${build.path} (built ${build.builtAt.toISOString()}) serving ${PWA_DIR}; CPU ${CPU_SLOWDOWN}x slower, ` +
      `network latency ${NETWORK.latency} ms, ${((NETWORK.downloadThroughput * 8) / 1000).toFixed(0)} kbit/s down, ${((NETWORK.uploadThroughput * 8) / 1000).toFixed(0)} kbit/s up; ` +
      `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const server = await startServer({ LOG_LEVEL: 'warn', PWA_DIR });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const cold = [];
  const warm = [];
  try {
    const session = await signIn(server.port, 'operator@demo.ch');
    const baseUrl = `http://127.0.0.1:${server.port}`;
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      await context.addInitScript((value) => localStorage.setItem('tragkraft.session', value), JSON.stringify(session));
      await context.addInitScript(watchUsable);
      const first = await context.newPage();
      await throttle(first, { disableCache: false });
      const c = await openUntilUsable(first, baseUrl);
      cold.push(c.ms);
      // The service worker installs (precache) and claims the page; wait until it controls it.
      await first.evaluate(async () => {
        await navigator.serviceWorker.ready;
        while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50));
      });
      await first.close();
      const second = await context.newPage();
      await throttle(second, { disableCache: true });
      const w = await openUntilUsable(second, baseUrl);
      warm.push(w.ms);
      console.log(
        `run ${run}: cold ${c.ms.toFixed(0)} ms (seen by polling ${c.polledMs.toFixed(0)}; ${c.url}, "${c.heading}", ${c.screen}; ${c.requests.network} responses over the network, ${(c.requests.bytes / 1024).toFixed(0)} KB)` +
          ` | warm ${w.ms.toFixed(0)} ms (seen by polling ${w.polledMs.toFixed(0)}; ${w.requests.serviceWorker} responses from the service worker, ${w.requests.network} over the network)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const coldOk = median(cold) < BUDGET.coldMs;
  const warmOk = median(warm) < BUDGET.warmMs;
  console.log(`\ncold start, median of ${RUNS}: ${median(cold).toFixed(0)} ms (budget < ${BUDGET.coldMs} ms): ${verdict(coldOk)}`);
  console.log(`warm start from the service-worker cache, median of ${RUNS}: ${median(warm).toFixed(0)} ms (budget < ${BUDGET.warmMs} ms): ${verdict(warmOk)}`);
  console.log(`load average after the run ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (SMOKE) console.log('page-load benchmark ran (smoke mode, no budget)');
  else if (!coldOk || !warmOk) process.exitCode = 1;
}

await main();
