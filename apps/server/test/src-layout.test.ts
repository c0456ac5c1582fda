// Keeps test harness out of apps/server/src (ARCHITECTURE.md: "Test harness code lives under
// test/, never in src/"). src/ holds what the server runs plus the *.test.ts beside it; any other
// file there must be reachable from a production entry point, otherwise it only serves tests.
// Keeps the layers of src/ (decision 039): no import points upward, no feature folders in a loop.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, relativeImports, unreachableFiles } from './support/source-graph';

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

// The direction of dependencies (decision 039). Each top-level part of src/ has a layer; a
// production file may import from its own layer or a lower one. An import into a higher layer
// is "upward" (a plugin reading a feature, a document reading a feature's rows). Feature folders
// share the top layer: they may import each other, but never in a loop. Tests beside the code
// are left out: like app.ts, a test may wire any parts together.
const LAYERS: Record<string, number> = {
  // the kernel: settings, the logger, and security's plain helpers (file modes, password hash)
  'config.ts': 0,
  'logging.ts': 0,
  security: 0,
  // the schema and data access (factories, seed, queries several features share)
  db: 1,
  // what the features use: plugins, limits, documents, customer messages, metrics, backup
  limits: 2,
  plugins: 2,
  documents: 2,
  messages: 2,
  metrics: 2,
  backup: 2,
  // one folder per feature
  features: 3,
  // the composition root
  'app.ts': 4,
  'main.ts': 4,
};

/** 'features/orders' for a feature's file, else the top-level folder or file under src/. */
function partOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}
const layerOf = (part: string) => LAYERS[part.split('/')[0]!];

describe('[layout] dependencies point downward and feature folders form no loop', () => {
  const production = sourceFiles(SRC).filter((file) => !isTest(file));
  const edges = importEdges(production).filter((edge) => edge.to.startsWith(SRC + sep));

  it('gives every part of src/ a layer', () => {
    const parts = [...new Set(production.map(partOf))];
    expect(parts.filter((part) => layerOf(part) === undefined)).toEqual([]);
  });

  it('has no import into a higher layer', () => {
    const upward = edges
      .filter((edge) => layerOf(partOf(edge.to))! > layerOf(partOf(edge.from))!)
      .map((edge) => `${relative(SERVER, edge.from)} -> ${relative(SERVER, edge.to)}`);
    expect(upward).toEqual([]);
  });

  it('has no loop between feature folders', () => {
    const features = edges
      .map((edge) => ({ from: partOf(edge.from), to: partOf(edge.to) }))
      .filter((edge) => edge.from.startsWith('features/') && edge.to.startsWith('features/') && edge.from !== edge.to);
    expect(cycles(features)).toEqual([]);
  });

  it('sees a loop and an upward import where there is one', () => {
    expect(cycles([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }])).toEqual([['a', 'b', 'c']]);
    expect(layerOf(partOf(join(SRC, 'features/orders/x.ts')))! > layerOf(partOf(join(SRC, 'plugins/x.ts')))!).toBe(true);
  });
});
