// The fault tests' server processes run one esbuild bundle of the server, made once per test
// file, as production does (build.mjs bundles src/main.ts the same way): a process then loads one
// JavaScript file instead of transforming some 300 TypeScript modules through tsx, which cost
// seconds of CPU per server start on a 2-core machine. What a start does to the data is the same.
// The bundle sits in a temporary folder laid out as config.ts expects beside its module
// (db/migrations, ../data) with node_modules linked, so npm dependencies load from the server's.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerBundle {
  /** The bundled entry, run with `node <file>`. */
  file: string;
  remove(): void;
}

/** Bundles `entry` (a file URL of a module below apps/server) into a temporary folder. */
export async function bundleServer(entry: URL): Promise<ServerBundle> {
  const root = mkdtempSync(join(tmpdir(), 'tragkraft-fault-server-'));
  const dir = join(root, 'server');
  mkdirSync(dir);
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tragkraft/'));
  await build({ entryPoints: { server: fileURLToPath(entry) }, outdir: dir, bundle: true, platform: 'node', target: 'node20', format: 'esm', external, logLevel: 'warning' });
  cpSync(join(SERVER_DIR, 'src/db/migrations'), join(dir, 'db/migrations'), { recursive: true });
  cpSync(join(SERVER_DIR, 'src/db/migrations-pg'), join(dir, 'db/migrations-pg'), { recursive: true });
  symlinkSync(join(SERVER_DIR, 'data'), join(root, 'data'));
  symlinkSync(join(SERVER_DIR, 'node_modules'), join(root, 'node_modules'));
  return { file: join(dir, 'server.js'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
