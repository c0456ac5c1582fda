// Route tests reach routes through the endpoint table (test/support/call-endpoint.ts: call,
// requestTo, urlTo), not through hand-written '/api/...' strings, so a path change is one edit in
// packages/sync-protocol and a wrong parameter or body is a compile error. This test fails when a
// test file under apps/server holds an '/api/ string literal, outside the files listed below
// (those whose point is a literal path).
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../', import.meta.url));

/** Files whose point is a literal path: they may keep their '/api/ strings. */
const LITERAL_ON_PURPOSE: Record<string, string> = {
  'src/plugins/auth.test.ts': 'the role guard on routes the test registers itself, and HEAD on a literal path',
  'src/plugins/security-headers.test.ts': 'headers on an unknown route and on literal paths',
  'src/plugins/static-pwa.test.ts': 'an unknown /api route is not answered by the PWA fallback',
  'src/features/health/routes.test.ts': 'unknown routes and literal paths sweeps',
  'src/metrics/metrics.test.ts': 'an unknown route, and route labels as the metrics print them',
  'src/logging.test.ts': 'paths as the log writes and redacts them',
  'src/security/wide-and-nul-input.test.ts': 'NUL bytes inside the path and the query string',
  'src/features/operations/idempotency.test.ts': 'the path as the idempotency record stores it',
  'test/support/test-app.ts': 'the sign-in every test does first, and the routes a sweep must give a token of their own',
  'test/security/route-params.ts': 'the access matrix is built from the table; the comment names an example path',
};

/** Test code: *.test.ts anywhere, and everything under test/. */
function testFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.split(sep).includes('node_modules'))
    .filter((path) => path.endsWith('.test.ts') || path.startsWith(`test${sep}`))
    .map((path) => path.split(sep).join('/'));
}

// A string or template literal that starts with /api/ ('/api/..., "/api/..., `/api/...).
const API_LITERAL = /['"`]\/api\//;

describe('[layout] route tests call routes through the endpoint table', () => {
  const files = testFiles();

  it('finds the route tests and this file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('test/route-literals.test.ts');
  });

  it("holds no '/api/ literal outside the allowed files", () => {
    const allowed = new Set([...Object.keys(LITERAL_ON_PURPOSE), 'test/route-literals.test.ts']);
    const offenders = files.filter((file) => !allowed.has(file) && API_LITERAL.test(readFileSync(join(SERVER, file), 'utf8')));
    expect(offenders, 'use call/requestTo/urlTo from test/support/call-endpoint.ts').toEqual([]);
  });

  it('lists only files that exist and still hold a literal (a converted file leaves the list)', () => {
    const stale = Object.keys(LITERAL_ON_PURPOSE).filter(
      (file) => !files.includes(file) || !API_LITERAL.test(readFileSync(join(SERVER, file), 'utf8')),
    );
    expect(stale).toEqual([]);
  });
});
