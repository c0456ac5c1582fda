// The production cost of password hashes, and why the tests' cheaper demo hashes still check the
// real verification: verifyPassword reads the cost from the stored hash (decision 031).
import { describe, expect, it } from 'vitest';
import { TEST_HASH_N, testPasswordHash } from '../../test/support/test-password-hash';
import { hashPassword, verifyPassword } from './password-hash';

describe('[auth] password hashes', () => {
  it('hashes at the production cost: scrypt N = 16384, r = 8, p = 1, 16-byte salt, 64-byte key', async () => {
    const hash = await hashPassword('richtig-lang-genug');
    const [kind, n, r, p, salt, key] = hash.split('$');
    expect([kind, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('richtig-lang-genug', hash)).toBe(true);
    expect(await verifyPassword('falsch-lang-genug', hash)).toBe(false);
  });

  it("verifies a hash at the cost stored in it, as the test templates' demo hashes", async () => {
    const hash = testPasswordHash('demo1234');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(TEST_HASH_N), '8', '1']);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
  });

  it('refuses a user without a password, after the same work', async () => {
    expect(await verifyPassword('demo1234', null)).toBe(false);
  });
});
