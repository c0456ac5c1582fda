// pg_dump and pg_restore for the PostgreSQL backup: Debian's newest /usr/lib/postgresql/<v>/bin
// (a pg_dump must be at least as new as the server), else the ones on PATH.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

function pgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const found = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin', tool))
    .find((file) => existsSync(file));
  return found ?? tool;
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    // A dump of a large database prints nothing; its errors are short.
    await run(pgTool(tool), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`${tool} failed: ${stderr.trim() || String(error)}`);
  }
}

/** The whole database in pg_dump's custom format (one consistent snapshot, while it runs). */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** Restores a dump into an (empty) database; the first error stops it. */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
}
