// Keeps test harness out of apps/server/src (ARCHITECTURE.md: "Test harness code lives under
// test/, never in src/"). src/ holds what the server runs plus the *.test.ts beside it; any other
// file there must be reachable from a production entry point, otherwise it only serves tests.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { relativeImports, unreachableFiles } from './support/source-graph';

const SERVER = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(SERVER, 'src');
// What build.mjs bundles, plus the schemas drizzle-kit reads (SQLite and PostgreSQL).
const ENTRIES = ['src/main.ts', 'src/backup/cli.ts', 'src/db/schema-sqlite.ts', 'src/db/schema-pg.ts'].map((path) => join(SERVER, path));
const HARNESS_FOLDERS = ['test-support', 'fault', 'test', '__tests__'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.split(sep).includes('migrations'))
    .map((path) => join(folder, path));
}

const isTest = (file: string) => file.endsWith('.test.ts');
const shown = (files: string[]) => files.map((file) => relative(SERVER, file));

describe('[layout] apps/server/src holds no test harness', () => {
  const files = sourceFiles(SRC);

  it('finds the server sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join(SRC, 'app.ts'));
  });

  it('names no file test-* and no folder after test harness', () => {
    const misplaced = files.filter((file) => {
      const parts = relative(SRC, file).split(sep);
      const name = parts.at(-1)!;
      const harnessName = !isTest(file) && (name.startsWith('test-') || /[.-]test-data\.ts$/.test(name));
      return harnessName || parts.slice(0, -1).some((folder) => HARNESS_FOLDERS.includes(folder));
    });
    expect(shown(misplaced)).toEqual([]);
  });

  it('has no file that only tests import', () => {
    const production = files.filter((file) => !isTest(file));
    expect(shown(unreachableFiles(ENTRIES, production))).toEqual([]);
  });

  it('never imports test/ from production code', () => {
    const TEST = join(SERVER, 'test') + sep;
    const upward = files
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        relativeImports(readFileSync(file, 'utf8'))
          .map((spec) => resolve(dirname(file), spec))
          .filter((target) => target.startsWith(TEST))
          .map((target) => `${relative(SERVER, file)} -> ${relative(SERVER, target)}`),
      );
    expect(upward).toEqual([]);
  });
});
