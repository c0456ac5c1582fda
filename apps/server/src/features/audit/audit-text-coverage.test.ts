// Every action the server records in the audit log has a German sentence in domain's audit
// text (issue 28 §6): the test reads each recordAudit call of the features, so a new action
// without its sentence fails here rather than showing its code to the office.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasAuditText } from '@tragkraft/domain';
import { describe, expect, it } from 'vitest';

const FEATURES = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** [entity, action] of every recordAudit call; an action written as a conditional yields each branch. */
function recordedActions(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of sourceFiles(FEATURES)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.split('recordAudit(').slice(1)) {
      const head = call.slice(0, 400);
      const entity = /entity: '([\w.]+)'/.exec(head)?.[1];
      const action = /action: ([^,\n]+)/.exec(head)?.[1];
      if (!entity || !action) continue;
      for (const [, name] of action.matchAll(/(?<!=== )'([\w.]+)'/g)) found.push([entity, name!]);
    }
  }
  return found;
}

describe('audit actions and their sentences', () => {
  const actions = recordedActions();
  it('finds the recorded actions (the scan itself works)', () => {
    expect(actions).toContainEqual(['order', 'cancel']);
    expect(actions).toContainEqual(['user', 'anonymise']);
    expect(actions.length).toBeGreaterThanOrEqual(19);
  });
  it('has a German sentence for each', () => {
    expect(actions.filter(([entity, action]) => !hasAuditText(entity, action))).toEqual([]);
  });
});
