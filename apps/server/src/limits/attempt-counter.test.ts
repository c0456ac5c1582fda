import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { countAttempts, releaseAttempts, reserveAttempts } from './attempt-counter';

describe('[auth] attempt counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('reserves at most the limit, however many ask before any is finished', async () => {
    const rule = { key: 'k:burst', limit: 5, windowMs: 60_000 };
    const now = Date.now();
    const reserved = (await Promise.all(Array.from({ length: 50 }, () => reserveAttempts(t.app.db, [rule], now)))).filter((ids) => ids !== null);
    expect(reserved).toHaveLength(5);
    expect(await countAttempts(t.app.db, rule.key, rule.windowMs, now)).toBe(5);
  });

  it('reserves under no key when one of them is used up, and releases what it reserved', async () => {
    const now = Date.now();
    const full = { key: 'k:full', limit: 1, windowMs: 60_000 };
    const other = { key: 'k:other', limit: 10, windowMs: 60_000 };
    const first = (await reserveAttempts(t.app.db, [full, other], now))!;
    expect(await reserveAttempts(t.app.db, [other, full], now)).toBeNull();
    expect(await countAttempts(t.app.db, other.key, other.windowMs, now)).toBe(1);
    await releaseAttempts(t.app.db, first);
    expect(await countAttempts(t.app.db, full.key, full.windowMs, now)).toBe(0);
  });

  it('forgets attempts older than the window', async () => {
    const rule = { key: 'k:window', limit: 1, windowMs: 60_000 };
    expect(await reserveAttempts(t.app.db, [rule], Date.now() - 61_000)).not.toBeNull();
    expect(await reserveAttempts(t.app.db, [rule], Date.now())).not.toBeNull();
  });
});
