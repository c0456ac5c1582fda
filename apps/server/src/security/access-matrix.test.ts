// The access matrix: every entry of the endpoint table, tried by every role and anonymously.
// The guard must answer exactly as the hand-written access policy (test/security/access-policy.ts)
// says, not as the endpoint table it reads: 401 anonymous, 403 other roles, and an allowed role
// must get past it; nobody may cause a 500. The matrix is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Access, type Role } from '@tragkraft/domain';
import { endpointList } from '@tragkraft/sync-protocol';
import { ACCESS_POLICY, type Allowed } from '../../test/security/access-policy';
import { createTestApp, DEMO_EMAIL, SESSION_ENDING_ROUTES, tokenFor, type TestApp } from '../../test/support/test-app';
import { concretePath } from '../../test/security/route-params';

// The admin test page's server errors are deliberate 500s.
const DELIBERATE_500 = new Set(['GET /api/admin/test-error', 'GET /api/admin/test-sql-error']);

type Who = Role | 'anonymous';
const WHO: Who[] = ['anonymous', ...ROLES];

const POLICY_FILE = 'apps/server/test/security/access-policy.ts';

/** Who may call, as a line of the policy file: 'public' or the role names in ROLES' order. */
function policyLiteral(access: Access): string {
  return access === 'public' ? "'public'" : `[${ROLES.filter((role) => access.includes(role)).map((role) => `'${role}'`).join(', ')}]`;
}

describe('[security] access policy and endpoint table', () => {
  const table = endpointList().map(({ name, entry }) => ({ name, route: `${entry.method} ${entry.path}`, access: entry.access }));

  it('has a policy row for every route of the endpoint table and none for a route it lacks', () => {
    const missing = table.filter(({ route }) => !(route in ACCESS_POLICY)).map(({ name, route, access }) => `  '${route}': ${policyLiteral(access)}, // ${name}`);
    expect(
      missing,
      `Routes without a row in ${POLICY_FILE}. Check who may call each against the spec, then add (the endpoint table's roles today):\n${missing.join('\n')}\n`,
    ).toEqual([]);
    const routes = new Set(table.map(({ route }) => route));
    const stale = Object.keys(ACCESS_POLICY).filter((route) => !routes.has(route));
    expect(stale, `Rows of ${POLICY_FILE} for routes the endpoint table no longer has: remove them (or fix the method or path).`).toEqual([]);
  });

  it('gives every route the same roles in the endpoint table as in the policy', () => {
    const differing = table
      .filter(({ route }) => route in ACCESS_POLICY)
      .filter(({ route, access }) => policyLiteral(access) !== policyLiteral(ACCESS_POLICY[route]!))
      .map(({ name, route, access }) => `  ${route} (${name}): endpoint table ${policyLiteral(access)}, ${POLICY_FILE} ${policyLiteral(ACCESS_POLICY[route]!)}`);
    expect(
      differing,
      `The endpoint table and the access policy disagree. Fix the wrong one; a deliberate change of who may call a route changes both:\n${differing.join('\n')}\n`,
    ).toEqual([]);
  });
});

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

  // Fastify answers HEAD for every GET route: HEAD must meet exactly the rules of its GET. The
  // expected answers come from the policy, never from the entry's access.
  const entries = endpointList().flatMap(({ entry }): [string, Allowed | undefined][] => {
    const route = `${entry.method} ${entry.path}`;
    const allowed = ACCESS_POLICY[route];
    return entry.method === 'GET' ? [[route, allowed], [`HEAD ${entry.path}`, allowed]] : [[route, allowed]];
  });

  for (const [route, access] of entries) {
    it(route, async () => {
      if (access === undefined) throw new Error(`${route} has no row in ${POLICY_FILE} (the test above prints the line to add)`);
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
