import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// offline/ is the sync engine only (decision 040): the store, the outbox, the replay and its
// rules, usable by the page and by the service worker. Screens, widgets and React hooks live
// in features/ (features/sync for the badge and its panel) and ui/.
const OFFLINE = fileURLToPath(new URL('./offline', import.meta.url));
const files = readdirSync(OFFLINE, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
const UI_PACKAGES = /^(react|react-dom|react-router-dom|dexie-react-hooks|@mantine\/[\w-]+)(\/.*)?$/;
const UPWARD = /^(\.\.\/)+(features|ui)\//;

const importsOf = (file: string) => [...readFileSync(join(OFFLINE, file), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('[layout] offline/ holds the sync engine only', () => {
  it('finds the engine (the check reads real files)', () => {
    expect(files).toContain('replay.ts');
    expect(importsOf('replay.ts')).toContain('./outbox-policy');
  });

  it('has no React component (.tsx)', () => {
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('imports neither React, the router, Mantine nor dexie-react-hooks', () => {
    const found = files.flatMap((f) => importsOf(f).filter((spec) => UI_PACKAGES.test(spec)).map((spec) => `${f}: ${spec}`));
    expect(found).toEqual([]);
  });

  it('imports no screen or widget (features/, ui/)', () => {
    const found = files.flatMap((f) => importsOf(f).filter((spec) => UPWARD.test(spec)).map((spec) => `${f}: ${spec}`));
    expect(found).toEqual([]);
  });
});
