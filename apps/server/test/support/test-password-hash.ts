// A password hash in the app's stored form ('scrypt$N$r$p$salt$hash', password-hash.ts) at a
// low cost, for the demo users of the test templates (template-database.ts). verifyPassword
// takes N, r and p from the stored hash, so a sign-in checks it through the same code as a
// production hash, at about 1/16 of the CPU (decision 031).
import { randomBytes, scryptSync } from 'node:crypto';

/** scrypt's cost parameter for test hashes; production hashes use N = 16384. */
export const TEST_HASH_N = 1024;

export function testPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: TEST_HASH_N, r: 8, p: 1 });
  return ['scrypt', TEST_HASH_N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
