// The secret every instance on one database shares: the first to ask stores it, later and
// simultaneous askers get the same one (run on SQLite and on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { sharedSecret } from './shared-secret';

describe('[db] shared secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('answers one random value per name, also to callers asking at the same moment', async () => {
    const first = await Promise.all(Array.from({ length: 10 }, () => sharedSecret(t.app.db, 'test-secret')));
    expect(new Set(first).size).toBe(1);
    expect(first[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await sharedSecret(t.app.db, 'test-secret')).toBe(first[0]);
    expect(await sharedSecret(t.app.db, 'other-secret')).not.toBe(first[0]);
  });
});
