// Documents benchmark: builds the real app in-process on a temporary DATA_DIR with the demo
// data and times (median of 20 after 3 warm-ups) the invoice PDF with QR-bill, once through
// the renderer (invoicePdf: data, QR-bill, PDF) and once through its route, then seeds a year
// of stages with hours for 30 staff and times the hours Excel (renderer and route).
// Budgets: invoice PDF < 150 ms, hours Excel of one year < 2 s. Exit code 1 when one fails.
// Usage: node --import tsx bench/documents/run.ts [--smoke]
// --smoke (npm test): one run of each after one warm-up, four weeks of hours; figures printed,
// no budget checked, so only a broken benchmark fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { seedUser } from '../../apps/server/src/db/factories';
import { renderHoursXlsx } from '../../apps/server/src/documents/hours-xlsx';
import { weeklyHours, hoursRange } from '../../apps/server/src/features/hours/weekly-hours';
import { invoicePdf } from '../../apps/server/src/features/invoices/invoice-documents';
import { kitchenStage } from '../../apps/server/test/features/invoices/test-invoices';
import { PEOPLE, stageOfDemoClient } from '../../apps/server/test/features/operations/test-operations';
import { testConfig, tokenFor } from '../../apps/server/test/support/test-app';
import { addDays, zurichToday } from '../../packages/domain/src/index';

const SMOKE = process.argv.includes('--smoke');
const BUDGET = { invoicePdfMs: 150, hoursXlsxMs: 2000 };
const RUNS = SMOKE ? 1 : 20;
const WARM_UP = SMOKE ? 1 : 3;
const STAFF = SMOKE ? 6 : 30;
const DAYS = SMOKE ? 28 : 365;
const XLSX_RUNS = SMOKE ? 1 : 5;

type App = Awaited<ReturnType<typeof buildApp>>;
interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

const verdict = (ok: boolean) => (SMOKE ? 'not checked (smoke mode)' : ok ? 'ok' : 'FAILED');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(runs: number, warmUp: number, work: () => Promise<unknown>) {
  for (let i = 0; i < warmUp; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { median: median(times), max: Math.max(...times) };
}

async function inject(app: App, token: string, options: Call) {
  const response = await app.inject({ method: options.method, url: options.url, payload: options.payload, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${options.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response;
}

/** DAYS of field work: every weekday each of the STAFF people works on one stage of a team of 3. */
async function seedHours(app: App) {
  const staff: number[] = [];
  for (let n = 1; n <= STAFF; n++) {
    const user = await seedUser(app.db, { email: `bench.staff${n}@demo.ch`, role: n % 5 === 0 ? 'operator' : 'employee', firstName: `Person${n}`, lastName: `Bench${n}` }, null);
    staff.push(user.id);
  }
  const today = zurichToday(new Date());
  let stages = 0;
  let assignments = 0;
  for (let day = DAYS - 1; day >= 0; day--) {
    const date = addDays(today, -day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let team = 0; team < STAFF / 3; team++) {
      const members = staff.slice(team * 3, team * 3 + 3);
      await stageOfDemoClient(app, {
        stage: { date, time: '07:30', truckArrivalTime: '07:45', damages: false, reportSavedAt: new Date().toISOString() },
        team: members.map((id, k) => ({ userId: id, confirmation: true, hours: 6 + ((day + k) % 5) * 0.75, rating: 4 })),
      });
      stages++;
      assignments += members.length;
    }
  }
  return { stages, assignments };
}

async function main() {
  console.log(`Documents benchmark: in-process app, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-bench-docs-'));
  const config = testConfig(dataDir);
  const app = await buildApp(config);
  let failed = false;
  try {
    const admin = await tokenFor(app, PEOPLE.admin);

    // Invoice of a reported kitchen stage, six lines.
    const { stage } = await kitchenStage(app);
    type LineType = 'distribution' | 'disposeDevices' | 'drive' | 'waiting' | 'custom';
    const line = (type: LineType, description: string, amount: number, price: number) => ({ type, description, amount, price, total: null });
    const lines = [
      line('distribution', 'Küchenmontage, 4 Küchen', 4, 30_000),
      line('disposeDevices', 'Entsorgung Altgerät', 1, 4_500),
      line('drive', 'Fahrkosten 10 km', 1, 7_380),
      line('waiting', 'Wartezeit (Lastwagen 70 Minuten später)', 2, 4_250),
      line('custom', 'Zusatzgerät montiert', 3, 4_500),
      line('custom', 'Kleinmaterial', 1, 1_850),
    ];
    const created = await inject(app, admin, { method: 'POST', url: '/api/admin/create-invoice', payload: { stageId: stage.id, lines } });
    const invoiceId = Number(created.headers['x-invoice-id']);
    const pdfBytes = (await invoicePdf(app.db, config.company, invoiceId)).content.length;
    const renderer = await timed(RUNS, WARM_UP, () => invoicePdf(app.db, config.company, invoiceId));
    const route = await timed(RUNS, WARM_UP, () => inject(app, admin, { method: 'GET', url: `/api/admin/download-invoice/${invoiceId}` }));
    const pdfOk = SMOKE || (renderer.median < BUDGET.invoicePdfMs && route.median < BUDGET.invoicePdfMs);
    failed ||= !pdfOk;
    console.log(`\ninvoice PDF with QR-bill (${lines.length} lines, ${(pdfBytes / 1024).toFixed(0)} KB), median of ${RUNS} after ${WARM_UP} warm-ups:`);
    console.log(`  invoicePdf() (data + QR-bill + PDF): median ${renderer.median.toFixed(1)} ms, max ${renderer.max.toFixed(1)} ms`);
    console.log(`  GET /api/admin/download-invoice/{id}: median ${route.median.toFixed(1)} ms, max ${route.max.toFixed(1)} ms`);
    console.log(`  budget < ${BUDGET.invoicePdfMs} ms: ${verdict(pdfOk)}`);

    // Hours Excel of one year.
    const seedStart = performance.now();
    const seeded = await seedHours(app);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const range = hoursRange({}, new Date());
    const weeks = await weeklyHours(app.db, range);
    const rows = weeks.reduce((sum, week) => sum + week.hours.length, 0);
    const xlsxBytes = (await renderHoursXlsx(weeks, config.company.name)).length;
    const query = await timed(XLSX_RUNS, 1, async () => weeklyHours(app.db, range));
    const xlsx = await timed(XLSX_RUNS, 1, async () => renderHoursXlsx(await weeklyHours(app.db, range), config.company.name));
    const xlsxRoute = await timed(XLSX_RUNS, 1, () => inject(app, admin, { method: 'GET', url: '/api/admin/hours-excel' }));
    const xlsxOk = SMOKE || (xlsx.max < BUDGET.hoursXlsxMs && xlsxRoute.max < BUDGET.hoursXlsxMs);
    failed ||= !xlsxOk;
    console.log(
      `\nhours Excel of ${DAYS} days (${range.from} to ${range.to}): ${seeded.stages} stages, ${seeded.assignments} hours entries of ${STAFF} staff ` +
        `(seeded in ${seedSeconds.toFixed(1)} s), ${weeks.length} weeks, ${rows} person-week rows, ${(xlsxBytes / 1024).toFixed(0)} KB; median/max of ${XLSX_RUNS} after 1 warm-up:`,
    );
    console.log(`  weeklyHours() query: median ${query.median.toFixed(0)} ms, max ${query.max.toFixed(0)} ms`);
    console.log(`  weeklyHours() + renderHoursXlsx(): median ${xlsx.median.toFixed(0)} ms, max ${xlsx.max.toFixed(0)} ms`);
    console.log(`  GET /api/admin/hours-excel: median ${xlsxRoute.median.toFixed(0)} ms, max ${xlsxRoute.max.toFixed(0)} ms`);
    console.log(`  budget < ${BUDGET.hoursXlsxMs} ms: ${verdict(xlsxOk)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(SMOKE ? '\nDocuments benchmark ran (smoke mode, no budget)' : failed ? '\nDocuments budget FAILED' : '\nDocuments budget met');
  if (failed) process.exitCode = 1;
}

await main();
