// In packages/sync-protocol, each feature's endpoint file (src/endpoints/<feature>.ts) takes its
// schemas from its own contract file (src/<feature>.ts, or src/<feature>-*.ts when the contract
// spans files) or from the shared basics (decision 039); another feature's schemas it may use
// only through common.ts. Checked here because the package has no Node types for its tests. So the contract of a
// feature is read in one place, and moving a schema between features shows in the diff.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDER = new URL('../../../packages/sync-protocol/src/endpoints/', import.meta.url);
const SHARED = ['../common', '../errors', '../wire-bounds'];
const TABLE = ['./endpoint', './index'];

/** The relative imports of an endpoint file that are neither its own contract nor shared. */
function foreignImports(feature: string, source: string): string[] {
  const specs = [...source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  const own = (spec: string) => spec === `../${feature}` || spec.startsWith(`../${feature}-`);
  return specs.filter((spec) => !own(spec) && !SHARED.includes(spec) && !TABLE.includes(spec));
}

const endpointFiles = readdirSync(FOLDER).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['endpoint.ts', 'index.ts'].includes(name));

describe('[layout] endpoint files take their schemas from their own contract file', () => {
  it('finds the endpoint files', () => {
    expect(endpointFiles.length).toBeGreaterThan(25);
    expect(endpointFiles).toContain('orders.ts');
  });

  it('imports no other feature contract', () => {
    const foreign = endpointFiles.flatMap((name) => {
      const feature = name.replace(/\.ts$/, '');
      return foreignImports(feature, readFileSync(new URL(name, FOLDER), 'utf8')).map((spec) => `endpoints/${name} -> ${spec}`);
    });
    expect(foreign).toEqual([]);
  });

  it('sees an import of another feature contract', () => {
    const source = "import { A } from '../orders';\nimport { B } from '../offers';\nimport { C } from '../common';\nimport { endpoint } from './endpoint';";
    expect(foreignImports('orders', source)).toEqual(['../offers']);
    expect(foreignImports('offers', "import { X } from '../offers-calculation-input';")).toEqual([]);
  });
});
