// The role guard on a sample of the spec's routes for each role, built in-process on the
// real plugins and a real SQLite with the demo users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@tragkraft/domain';
import { endpointList } from '@tragkraft/sync-protocol';
import authPlugin from './auth';
import dbPlugin from './db';
import errorsPlugin from './errors';
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../config';
import { createTestDatabase } from '../../test/support/test-database';
import { seedDemo } from '../db/seed-demo';
import { sessions, users } from '../db/schema';
import { authRoutes } from '../features/auth/routes';
import { DEMO_EMAIL, tokenFor } from '../../test/support/test-app';

const SECRET = 'guard-test-secret-long-enough-for-hs256';

async function guardedApp(dataDir: string, register?: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(errorsPlugin);
  // A copy of the run's empty template (on PostgreSQL a database of its cluster, dropped with it).
  const databaseUrl = await createTestDatabase(false, dataDir);
  await app.register(dbPlugin, { dataDir, databaseUrl, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
  await app.register(authPlugin, { secret: SECRET, expiresInSeconds: 3600 });
  await app.register(authRoutes, { publicUrl: 'http://app.test', secret: SECRET });
  register?.(app);
  await app.ready();
  return app;
}

// One route of each kind from the endpoint table, registered with its entry as route() does;
// the handler only answers who passed.
// Literal paths on purpose: the guard test registers these routes itself (and HEAD, unknown paths below).
const SAMPLE: { method: 'GET' | 'POST' | 'PATCH'; url: string; path: string; allowed: Role[] }[] = [
  { method: 'GET', url: '/api/admin/clients', path: '/api/admin/clients', allowed: ['admin'] },
  { method: 'GET', url: '/api/operation/future', path: '/api/operation/future', allowed: ['admin', 'operator'] },
  { method: 'GET', url: '/api/employee/operations/future', path: '/api/employee/operations/future', allowed: ['operator', 'employee'] },
  { method: 'POST', url: '/api/orders/update', path: '/api/orders/update', allowed: ['client'] },
  { method: 'GET', url: '/api/orders/future', path: '/api/orders/future', allowed: ['client', 'clerk'] },
  { method: 'PATCH', url: '/api/orders/sign-stage/:stageId', path: '/api/orders/sign-stage/7', allowed: ['client'] },
  { method: 'GET', url: '/api/operation/date/:stageId', path: '/api/operation/date/7', allowed: ['admin', 'operator', 'employee'] },
];

describe('[auth] role guard', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-guard-'));
    app = await guardedApp(dataDir, (instance) => {
      for (const route of SAMPLE) {
        const entry = endpointList().find(({ entry }) => entry.method === route.method && entry.path === route.url)!.entry;
        instance.route({ method: route.method, url: route.url, config: { endpoint: entry }, handler: async (request) => ({ role: request.session.role }) });
      }
    });
    await seedDemo(app.db);
    for (const role of ROLES) tokens[role] = await tokenFor(app, DEMO_EMAIL[role]);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const route of SAMPLE) {
    for (const role of ROLES) {
      const allowed = route.allowed.includes(role);
      it(`${allowed ? 'lets' : 'refuses'} the ${role} on ${route.method} ${route.url}`, async () => {
        const response = await app.inject({ method: route.method, url: route.path, headers: { authorization: `Bearer ${tokens[role]}` } });
        if (allowed) {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ role });
        } else {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ code: 'forbidden', message: 'Keine Berechtigung.' });
        }
      });
    }
    it(`answers 401 without a token on ${route.method} ${route.url}`, async () => {
      const response = await app.inject({ method: route.method, url: route.path });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    });
  }

  it('refuses forged, unsigned and expired tokens', async () => {
    const [header, payload] = tokens.client.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 1, role: 'admin', clientId: null, sid: 'made-up-session' })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const expired = app.jwt.sign({ sub: 1, role: 'admin', clientId: null, sid: 'made-up-session' }, { expiresIn: -10 });
    for (const token of [`${header}.${forgedPayload}.${tokens.client.split('.')[2]}`, `${noneHeader}.${payload}.`, expired, 'garbage']) {
      const response = await app.inject({ method: 'GET', url: '/api/admin/clients', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalidToken');
    }
  });

  it('ends the sessions of a user who became inactive', async () => {
    const token = await tokenFor(app, 'nina.brunner@demo.ch');
    const before = await app.inject({ method: 'GET', url: '/api/employee/operations/future', headers: { authorization: `Bearer ${token}` } });
    expect(before.statusCode).toBe(200);
    await app.db.update(users).set({ inactive: true }).where(eq(users.email, 'nina.brunner@demo.ch'));
    const after = await app.inject({ method: 'GET', url: '/api/employee/operations/future', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  // The guard's user lookup is prepared once: it must still read each user's current row.
  it('ends the sessions of a deleted user and the tokens whose session ended', async () => {
    const url = '/api/employee/operations/future';
    const deleted = await tokenFor(app, 'jonas.frei@demo.ch');
    const older = await tokenFor(app, 'reto.baumann@demo.ch');
    for (const token of [deleted, older]) {
      expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    }
    await app.db.update(users).set({ deletedAt: new Date().toISOString() }).where(eq(users.email, 'jonas.frei@demo.ch'));
    const reto = (await app.db.select().from(users).where(eq(users.email, 'reto.baumann@demo.ch')).limit(1))[0]!;
    await app.db.update(sessions).set({ endedAt: new Date().toISOString() }).where(eq(sessions.userId, reto.id));
    for (const token of [deleted, older]) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalidToken');
    }
  });

  it('refuses HEAD without a token or with the wrong role, exactly like its GET', async () => {
    const anonymous = await app.inject({ method: 'HEAD', url: '/api/admin/clients' });
    expect(anonymous.statusCode).toBe(401);
    const client = await app.inject({ method: 'HEAD', url: '/api/admin/clients', headers: { authorization: `Bearer ${tokens.client}` } });
    expect(client.statusCode).toBe(403);
    const admin = await app.inject({ method: 'HEAD', url: '/api/admin/clients', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(admin.statusCode).toBe(200);
  });

  it('will not start with a HEAD or OPTIONS route under /api that the table does not list', async () => {
    for (const method of ['HEAD', 'OPTIONS'] as const) {
      const otherDir = mkdtempSync(join(tmpdir(), 'tragkraft-guard-'));
      await expect(
        guardedApp(otherDir, (instance) => {
          instance.route({ method, url: '/api/secret-backdoor', handler: async () => ({ ok: true }) });
        }),
      ).rejects.toThrow(/missing in the endpoint table/);
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('will not start with a route of the table registered by hand instead of from its entry', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'tragkraft-guard-'));
    await expect(
      guardedApp(otherDir, (instance) => {
        instance.get('/api/health', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/missing in the endpoint table/);
    rmSync(otherDir, { recursive: true, force: true });
  });

  it('will not start with an API route missing from the route table', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'tragkraft-guard-'));
    await expect(
      guardedApp(otherDir, (instance) => {
        instance.get('/api/secret-backdoor', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/missing in the endpoint table/);
    rmSync(otherDir, { recursive: true, force: true });
  });
});
