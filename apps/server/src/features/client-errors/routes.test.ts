import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@tragkraft/domain';
import { clientErrors } from '../../db/schema';
import { createTestApp, injectAs, type TestApp } from '../../test-support/test-app';

describe('[client-errors] POST /api/client-error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(ROLES.map((role) => [role]))('stores the report of a signed-in %s', async (role) => {
    const response = await injectAs(t.app, role, { method: 'POST', url: '/api/client-error', payload: { message: `Boom ${role}`, trace: 'at App (App.tsx:1)' } });
    expect(response.statusCode).toBe(200);
    const stored = t.app.db.select().from(clientErrors).all().find((row) => row.message === `Boom ${role}`);
    expect(stored).toMatchObject({ trace: 'at App (App.tsx:1)' });
    expect(stored?.userId).toEqual(expect.any(Number));
  });

  it('refuses anonymous reports and stores nothing', async () => {
    const before = t.app.db.select().from(clientErrors).all().length;
    const response = await t.app.inject({ method: 'POST', url: '/api/client-error', payload: { message: 'anonymous' } });
    expect(response.statusCode).toBe(401);
    expect(t.app.db.select().from(clientErrors).all()).toHaveLength(before);
  });

  it('refuses a missing message and an oversized body with a code', async () => {
    const missing = await injectAs(t.app, 'client', { method: 'POST', url: '/api/client-error', payload: { trace: 'x' } });
    expect(missing.statusCode).toBe(400);
    const huge = await injectAs(t.app, 'client', { method: 'POST', url: '/api/client-error', payload: { message: 'x', trace: 'y'.repeat(40_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payloadTooLarge');
    const tooLongMessage = await injectAs(t.app, 'client', { method: 'POST', url: '/api/client-error', payload: { message: 'x'.repeat(3000) } });
    expect(tooLongMessage.statusCode).toBe(400);
  });
});
