// The first screens are drawn with first-screen-styles.css alone. This follows the static
// imports from the app and the field users' landing screens to every Mantine component they
// use, and through Mantine's own imports to the components those draw, and checks that the
// CSS of each is in that file, in the order of Mantine's styles.css.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const CORE = fileURLToPath(new URL('../node_modules/@mantine/core/', import.meta.url));
/** What a first start draws: the app (shell, sign-in) and the screens preloaded for field users. */
const ROOTS = ['render-app.tsx', 'features/operations/list/operation-list-screen.tsx', 'features/operations/list/employee-upcoming-screen.tsx', 'features/sync/sync-badge.tsx'];

function mantineImports(file: string, seen = new Set<string>(), names = new Set<string>()): Set<string> {
  if (seen.has(file)) return names;
  seen.add(file);
  // Static imports only: what a dynamic import() loads brings all styles (ui/all-styles.tsx).
  for (const [, what, from] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)([^'"]*?)\s+from\s+'([^']+)'/gm)) {
    if (from === '@mantine/core') {
      for (const part of what!.replace(/[{}]/g, '').split(',')) if (part.trim() && !part.trim().startsWith('type ')) names.add(part.trim().split(/\s+as\s+/)[0]!);
    } else if (from!.startsWith('.')) {
      const target = ['.tsx', '.ts'].map((ext) => resolve(dirname(file), from! + ext)).find(existsSync);
      if (target) mantineImports(target, seen, names);
    }
  }
  return names;
}

/** The component folders a Mantine component's module reaches through its own imports. */
function componentFolders(file: string, seen = new Set<string>(), folders = new Set<string>()): Set<string> {
  if (seen.has(file)) return folders;
  seen.add(file);
  const folder = /\/components\/([^/]+)\//.exec(file)?.[1];
  if (folder) folders.add(folder);
  for (const [, from] of readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)) componentFolders(resolve(dirname(file), from!), seen, folders);
  return folders;
}

const css = readFileSync(join(SRC, 'first-screen-styles.css'), 'utf8');
const imported = [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1]!);

describe('[styles] first-screen-styles.css', () => {
  it('has the CSS of every Mantine component the first screens draw', () => {
    const names = new Set(ROOTS.flatMap((root) => [...mantineImports(join(SRC, root))]));
    expect(names).toContain('NavLink');
    const needed = new Set<string>();
    for (const name of names) {
      const module = join(CORE, 'esm/components', name, `${name}.mjs`);
      if (existsSync(module)) componentFolders(module).forEach((folder) => needed.add(folder));
    }
    const withCss = [...needed].filter((folder) => existsSync(join(CORE, 'styles', `${folder}.css`)));
    expect(withCss.filter((folder) => !imported.includes(folder))).toEqual([]);
  });

  it('keeps Mantine’s order (later rules of a component override earlier ones of another)', () => {
    const all = readFileSync(join(CORE, 'styles.css'), 'utf8');
    const positions = imported.map((name) => all.indexOf(readFileSync(join(CORE, 'styles', `${name}.css`), 'utf8').trim()));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
