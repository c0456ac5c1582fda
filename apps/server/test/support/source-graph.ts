// A small import graph of TypeScript sources, enough for the layout checks: relative imports
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

/** Every relative import of `files` that resolves to a file: from → to. */
export function importEdges(files: string[]): { from: string; to: string }[] {
  return files.flatMap((from) =>
    relativeImports(readFileSync(from, 'utf8')).flatMap((spec) => {
      const to = resolveImport(from, spec);
      return to ? [{ from, to }] : [];
    }),
  );
}

/** The loops of a directed graph: each strongly connected part of more than one node, sorted. */
export function cycles(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  // Tarjan's algorithm: a node is the root of its part when no later node reaches back above it.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const part = stack.splice(stack.indexOf(node));
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
