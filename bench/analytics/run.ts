// Analytics benchmark (`pnpm bench`): builds the real app in-process on a temporary DATA_DIR,
// generates three years of data (>= 100'000 stages, 300 clients, 60 staff), then times every
// analytics call for every period label through app.inject as an admin: one warm-up, then
// the median and maximum of 5 runs, plus the whole-company call right after a report (which
// first recomputes the touched stage's stored figures). It also prints the one-off
// computation of all stored figures (decision 009). Budget: 300 ms per call; exit code 1
// when a call's slowest run exceeds it.
// The rows are written with prepared statements on a second SQLite connection to the app's file
// (generate.ts); the app reads them through its own connections.
// Usage: node --import tsx bench/analytics/run.ts [--smoke]
// --smoke (npm test): 2'000 stages, one run per call; figures printed, no budget checked.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { hashPassword } from '../../apps/server/src/security/password-hash';
import { testConfig, tokenFor } from '../../apps/server/test/support/test-app';
import { RANGE_LABELS, dateRange, formatChf, type RangeLabel } from '../../packages/domain/src/index';
import { refreshStageFigures } from '../../apps/server/src/features/analytics/stage-figures';
import { generateAnalyticsData } from './generate';
import { openSqlite } from './sqlite';

const SMOKE = process.argv.includes('--smoke');
const BUDGET_MS = 300;
const RUNS = SMOKE ? 1 : 5;
const SIZE = SMOKE ? { minStages: 2_000, clients: 30, staff: 12 } : { minStages: 100_000, clients: 300, staff: 60 };
const PASSWORD = 'bench-password-1';

interface Call {
  name: string;
  url: string;
  flags: { noService: boolean; noDiscount: boolean };
  extra?: Record<string, number>;
  /** The figures worth printing from the answer. */
  figures(body: never): string;
}

type Hourly = { totalRevenue: number; totalHours: number; totalHourly: number | null; stagesCount: number; clients: unknown[]; users: unknown[]; months: unknown[] };
type Revenue = { totalRevenue: number; clients: { clientName: string; percent: number }[]; months: unknown[] };
type ClientItem = { revenueWithDrive: number; revenue: number; hours: number; hourly: number | null; stagesCount: number; stageDetails: unknown[]; invoices: unknown[] };
type UserHourly = { users: { revenue: number; hours: number; hourly: number | null }[] };
type UserItem = { user: { revenue: number; hours: number; hourly: number | null; stagesCount: number; rating: number | null } | null; stageDetails: unknown[] };

const chf = (rappen: number | null | undefined) => (rappen === null || rappen === undefined ? '-' : formatChf(rappen));

const result = (ok: boolean) => (SMOKE ? '-' : ok ? 'OK' : 'FAIL');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-bench-'));
  const app = await buildApp(testConfig(dataDir, { seedDemo: false, logLevel: 'silent' }));
  try {
    const now = new Date();
    const sqlite = openSqlite(join(dataDir, 'tragkraft.db'));
    const started = performance.now();
    const generated = generateAnalyticsData(sqlite, { now, ...SIZE });
    const generationMs = performance.now() - started;
    sqlite.prepare("UPDATE users SET password_hash = ? WHERE email = 'staff1@tragkraft.ch'").run(await hashPassword(PASSWORD));
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const dbMb = statSync(join(dataDir, 'tragkraft.db')).size / 1024 / 1024;
    console.log(
      `Generated in ${(generationMs / 1000).toFixed(1)} s (${dbMb.toFixed(0)} MB): ${generated.stages} stages (${generated.completedStages} completed) ` +
        `in ${generated.orders} orders, ${generated.assignments} assignments, ${generated.invoices} invoices, ${generated.clients} clients, ` +
        `${generated.staff} staff, ${generated.firstDate} to ${generated.lastDate}.`,
    );

    // The generated rows went in through the triggers, so every stage is stale: this is the
    // one-off computation after the migration or a bulk import.
    const refreshStarted = performance.now();
    await refreshStageFigures(app.db);
    const figuresCount = sqlite.prepare('SELECT count(*) FROM stage_figures').pluck().get() as number;
    console.log(`Figures of all stages computed in ${(performance.now() - refreshStarted).toFixed(0)} ms (${figuresCount} counted stages; once, later calls recompute only the stages a write touched).`);

    // The client and the person with the most stages: the slowest single-item answers.
    const busiestClient = sqlite.prepare('SELECT client_id AS id FROM orders GROUP BY client_id ORDER BY count(*) DESC LIMIT 1').get() as { id: number };
    const busiestUser = sqlite.prepare('SELECT user_id AS id FROM stage_assignments GROUP BY user_id ORDER BY count(*) DESC LIMIT 1').get() as { id: number };
    const token = await tokenFor(app, 'staff1@tragkraft.ch', PASSWORD);
    const screenDefaults = { client: { noService: false, noDiscount: false }, user: { noService: true, noDiscount: false } };
    const worstCase = { noService: false, noDiscount: true };

    const calls: Call[] = [
      { name: 'client-analytics-hourly', url: '/api/admin/client-analytics-hourly', flags: screenDefaults.client,
        figures: (b: Hourly) => `revenue ${chf(b.totalRevenue)}, ${b.totalHours} h, ${chf(b.totalHourly)}/h, ${b.stagesCount} stages, ${b.clients.length} clients, ${b.users.length} staff, ${b.months.length} months` },
      { name: 'client-analytics-hourly', url: '/api/admin/client-analytics-hourly', flags: worstCase,
        figures: (b: Hourly) => `revenue ${chf(b.totalRevenue)}, ${b.totalHours} h, ${chf(b.totalHourly)}/h, ${b.stagesCount} stages` },
      { name: 'client-analytics-revenue', url: '/api/admin/client-analytics-revenue', flags: screenDefaults.client,
        figures: (b: Revenue) => `revenue ${chf(b.totalRevenue)}, ${b.clients.length} clients, top ${b.clients[0]?.clientName ?? '-'} ${b.clients[0]?.percent ?? 0} %` },
      { name: 'client-analytics-client', url: '/api/admin/client-analytics-client', flags: screenDefaults.client, extra: { clientId: busiestClient.id },
        figures: (b: ClientItem) => `revenue ${chf(b.revenue)} (with drive ${chf(b.revenueWithDrive)}), ${b.hours} h, ${chf(b.hourly)}/h, ${b.stagesCount} stages, ${b.invoices.length} invoices` },
      { name: 'user-analytics-hourly', url: '/api/admin/user-analytics-hourly', flags: screenDefaults.user,
        figures: (b: UserHourly) => `${b.users.length} staff, top ${chf(b.users[0]?.revenue)} in ${b.users[0]?.hours ?? 0} h (${chf(b.users[0]?.hourly)}/h)` },
      { name: 'user-analytics-user', url: '/api/admin/user-analytics-user', flags: screenDefaults.user, extra: { userId: busiestUser.id },
        figures: (b: UserItem) => `${b.user?.stagesCount ?? 0} stages worked, ${chf(b.user?.revenue)} in ${b.user?.hours ?? 0} h (${chf(b.user?.hourly)}/h), rating ${b.user?.rating ?? '-'}, ${b.stageDetails.length} rows` },
    ];

    const rows: string[][] = [];
    let failed = false;
    for (const call of calls) {
      for (const label of RANGE_LABELS as readonly RangeLabel[]) {
        const range = dateRange(label, now);
        const payload = { startDate: range.startDate, endDate: range.endDate, ...call.flags, ...call.extra };
        const request = () => app.inject({ method: 'POST', url: call.url, payload, headers: { authorization: `Bearer ${token}` } });
        const warmUp = await request();
        if (warmUp.statusCode !== 200) throw new Error(`${call.name} ${label}: ${warmUp.statusCode} ${warmUp.body}`);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const t0 = performance.now();
          const response = await request();
          times.push(performance.now() - t0);
          if (response.statusCode !== 200) throw new Error(`${call.name} ${label}: ${response.statusCode}`);
        }
        const slowest = Math.max(...times);
        const ok = SMOKE || slowest < BUDGET_MS;
        failed ||= !ok;
        const flags = `${call.flags.noService ? 'noService' : ''}${call.flags.noDiscount ? 'noDiscount' : ''}` || '-';
        rows.push([call.name, flags, label, median(times).toFixed(1), slowest.toFixed(1), String(BUDGET_MS), result(ok), call.figures(warmUp.json() as never)]);
      }
    }
    // A call right after a write: a report's hours change one stage (the call recomputes it first).
    const reported = sqlite.prepare('SELECT stage_id, user_id FROM staff_stage_figures ORDER BY date DESC LIMIT 1').get() as { stage_id: number; user_id: number };
    const report = sqlite.prepare('UPDATE stage_assignments SET hours = hours + 0.25 WHERE stage_id = ? AND user_id = ?');
    const afterWrite: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      report.run(reported.stage_id, reported.user_id);
      const t0 = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/admin/client-analytics-hourly', payload: { startDate: null, endDate: dateRange('MAX', now).endDate, ...worstCase }, headers: { authorization: `Bearer ${token}` } });
      afterWrite.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`after a report: ${response.statusCode}`);
    }
    const slowestAfterWrite = Math.max(...afterWrite);
    const afterWriteOk = SMOKE || slowestAfterWrite < BUDGET_MS;
    failed ||= !afterWriteOk;
    rows.push(['client-analytics-hourly', 'noDiscount', 'MAX', median(afterWrite).toFixed(1), slowestAfterWrite.toFixed(1), String(BUDGET_MS), result(afterWriteOk), 'right after a report changed one stage']);
    sqlite.close();

    printTable(['call', 'flags', 'range', 'median ms', 'max ms', 'budget ms', 'result', 'figures'], rows);
    console.log(SMOKE ? '\nAnalytics benchmark ran (smoke mode, no budget).' : failed ? `\nFAIL: at least one call took ${BUDGET_MS} ms or more.` : `\nOK: every call answered in under ${BUDGET_MS} ms.`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 3 && i <= 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
