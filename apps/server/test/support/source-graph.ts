// A small import graph of TypeScript sources, enough for the layout check: relative imports
// only (packages are not files of ours), resolved the way the bundler does for this code base.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// `import … from './x'`, `export … from './x'`, `import './x'`, `import('./x')` and
// `new URL('./x.ts', …)` (how a child process entry is named).
const IMPORT = /(?:(?:import|export)[^'"]*?\sfrom\s*|import\s*\(?\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

export function relativeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]!);
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The files among `files` that no chain of imports starting at `entries` reaches. */
export function unreachableFiles(entries: string[], files: string[]): string[] {
  const reached = new Set<string>(entries);
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!file.endsWith('.ts')) continue;
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (target && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return files.filter((file) => !reached.has(file));
}
