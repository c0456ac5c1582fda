// vitest globalSetup of the SQLite project (vitest.config.ts): two template database files for the
// whole run (migrated; migrated and demo-seeded), made once by the app's own migration and seed.
// Each test app starts on a copy of one (test-database.ts) instead of migrating and seeding again.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder with empty/tragkraft.db and demo/tragkraft.db, the SQLite templates of this run. */
    sqliteTemplateDir: string;
  }
}

const run = promisify(execFile);
const TEMPLATE_SCRIPT = fileURLToPath(new URL('./template-database.ts', import.meta.url));

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'tragkraft-templates-'));
  mkdirSync(join(dir, 'empty'));
  mkdirSync(join(dir, 'demo'));
  await run(process.execPath, ['--import', 'tsx', TEMPLATE_SCRIPT], { env: { ...process.env, DATABASE_URL: '', TEMPLATE_DATA_DIR: dir } });
  project.provide('sqliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
