import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { call } from '../../test/support/call-endpoint';
import { authEndpoints } from '@tragkraft/sync-protocol';

// The framework's own refusals (body too large, broken JSON, a content type no route takes)
// answer { code, message } in German like every other error, never Fastify's English text.
describe('[errors] framework refusals in German', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('a body over the limit: 413', async () => {
    const response = await call(t.app, authEndpoints.signIn, { headers: { 'content-type': 'application/json' }, unsafeBody: `{"email":"${'x'.repeat(3_000_000)}"}` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payloadTooLarge', message: 'Die Anfrage ist zu gross.' });
  });

  it('broken JSON: 400', async () => {
    const response = await call(t.app, authEndpoints.signIn, { headers: { 'content-type': 'application/json' }, unsafeBody: '{"email": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'badRequest', message: 'Die Anfrage ist ungültig (kein gültiges JSON).' });
  });

  it('a content type no route takes: 415', async () => {
    const response = await call(t.app, authEndpoints.signIn, { headers: { 'content-type': 'application/x-foo' }, unsafeBody: 'a' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Dieses Datenformat wird nicht angenommen.' });
  });
});
