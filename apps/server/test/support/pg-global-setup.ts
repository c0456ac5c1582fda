// vitest globalSetup of the PostgreSQL project (vitest.pg.config.ts): one throw-away cluster for
// the whole run, with two template databases (migrated; migrated and demo-seeded). Each test app
// gets a copy of one (test-database.ts), dropped when the app closes.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
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

async function prepareTemplate(url: string, kind: 'empty' | 'demo'): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', TEMPLATE_SCRIPT, kind], { env: { ...process.env, DATABASE_URL: url } });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  cluster = await startPgCluster({ database: 'template_empty' });
  await prepareTemplate(cluster.url, 'empty');
  const adminUrl = cluster.url.replace(/\/template_empty$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE template_demo TEMPLATE template_empty');
  } finally {
    await admin.end();
  }
  await prepareTemplate(adminUrl.replace(/\/postgres$/, '/template_demo'), 'demo');
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
