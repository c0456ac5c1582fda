// Behind a TLS proxy every request comes from the proxy's address. With TRUST_PROXY the
// client's address (X-Forwarded-For) is the one counted, so one guesser behind the proxy does
// not lock out everybody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { call } from '../../../test/support/call-endpoint';
import { authEndpoints } from '@tragkraft/sync-protocol';

const PROXY = '127.0.0.1';

async function guessThenOwner(t: TestApp) {
  const login = (password: string, client: string) =>
    call(t.app, authEndpoints.signIn, { body: { email: 'client@demo.ch', password }, remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });
  for (let i = 0; i < 5; i++) await login('falsch-123', '198.51.100.7');
  return (await login('demo1234', '203.0.113.9')).statusCode;
}

describe('[auth] TRUST_PROXY', () => {
  let trusting: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp({ trustProxy: [PROXY] });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await trusting.close();
    await plain.close();
  });

  it('counts the client behind a trusted proxy, not the proxy', async () => {
    expect(await guessThenOwner(trusting)).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted (a client could forge it)', async () => {
    expect(await guessThenOwner(plain)).toBe(429);
  });

  it('reads the setting', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const oneHop = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
});
