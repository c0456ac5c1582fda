// The access matrix: every entry of the endpoint table, tried by every role and anonymously.
// The guard must answer exactly as the entry's access says (401 anonymous, 403 other roles) and an
// allowed role must get past it; nobody may cause a 500. The matrix is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Access, type Role } from '@tragkraft/domain';
import { endpointList } from '@tragkraft/sync-protocol';
import { createTestApp, DEMO_EMAIL, SESSION_ENDING_ROUTES, tokenFor, type TestApp } from '../../test/support/test-app';
import { concretePath } from '../../test/security/route-params';

// The admin test page's server errors are deliberate 500s.
const DELIBERATE_500 = new Set(['GET /api/admin/test-error', 'GET /api/admin/test-sql-error']);

type Who = Role | 'anonymous';
const WHO: Who[] = ['anonymous', ...ROLES];

describe('[security] access matrix over every API route', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const rows: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) tokens[role] = await tokenFor(t.app, DEMO_EMAIL[role]);
  });
  afterAll(async () => {
    console.log(['route'.padEnd(62) + WHO.map((w) => w.slice(0, 9).padStart(10)).join(''), ...rows].join('\n'));
    await t.close();
  });

  // Fastify answers HEAD for every GET route: HEAD must meet exactly the rules of its GET.
  const entries = endpointList().flatMap(({ entry }): [string, Access][] => {
    const route = `${entry.method} ${entry.path}`;
    return entry.method === 'GET' ? [[route, entry.access], [`HEAD ${entry.path}`, entry.access]] : [[route, entry.access]];
  });

  for (const [route, access] of entries) {
    it(route, async () => {
      const [method, path] = route.split(' ') as ['GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const cells: string[] = [];
      for (const who of WHO) {
        const response = await t.app.inject({
          method,
          url: concretePath(path),
          headers: who === 'anonymous' ? {} : { authorization: `Bearer ${SESSION_ENDING_ROUTES.has(route) ? await tokenFor(t.app, DEMO_EMAIL[who]) : tokens[who]}` },
          ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
        });
        cells.push(String(response.statusCode));
        if (!DELIBERATE_500.has(route.replace(/^HEAD /, 'GET '))) expect(response.statusCode, `${who} on ${route}`).toBeLessThan(500);
        if (access === 'public') {
          expect([401, 403], `${who} on public ${route}`).not.toContain(response.statusCode);
        } else if (who === 'anonymous') {
          expect(response.statusCode, `anonymous on ${route}`).toBe(401);
        } else if (!access.includes(who)) {
          expect(response.statusCode, `${who} on ${route}`).toBe(403);
        } else {
          expect(response.statusCode, `${who} on ${route}`).not.toBe(401);
          if (method !== 'HEAD') expect(response.statusCode === 403 ? response.json().message : '', `${who} on ${route}`).not.toBe('Keine Berechtigung.');
        }
      }
      // 'Sign out everywhere' ended the shared tokens too.
      if (SESSION_ENDING_ROUTES.has(route)) for (const role of ROLES) tokens[role] = await tokenFor(t.app, DEMO_EMAIL[role]);
      rows.push(route.padEnd(62) + cells.map((c) => c.padStart(10)).join(''));
    });
  }
});
