// vitest globalSetup of the PostgreSQL project (vitest.pg.config.ts): one throw-away cluster for
// the whole run, with two template databases (migrated; migrated and demo-seeded). Each test app
// gets a copy of one (test-database.ts), dropped when the app closes.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the cluster's maintenance database, to create and drop test databases. */
    pgAdminUrl: string;
  }
}

const run = promisify(execFile);
const TEMPLATE_SCRIPT = fileURLToPath(new URL('./template-database.ts', import.meta.url));
let cluster: PgCluster | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  cluster = await startPgCluster({ database: 'template_empty' });
  const adminUrl = cluster.url.replace(/\/template_empty$/, '/postgres');
  // template_empty is migrated, then copied to template_demo and seeded (template-database.ts).
  await run(process.execPath, ['--import', 'tsx', TEMPLATE_SCRIPT], { env: { ...process.env, DATABASE_URL: adminUrl } });
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
