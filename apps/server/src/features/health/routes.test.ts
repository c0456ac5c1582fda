import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints, urlOf } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { call } from '../../../test/support/call-endpoint';

describe('[health] GET /api/health and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('answers without sign-in when the database answers', async () => {
    const response = await call(t.app, healthEndpoints.check);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: 'ok' });
  });

  it('sends the security headers on answers and errors', async () => {
    // Literal paths on purpose: a listed, an unknown and a guarded route.
    for (const url of ['/api/health', '/api/does-not-exist', '/api/admin/clients']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('[health] GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: urlOf(healthEndpoints.ready) });

  it('answers 200 when started, with the database and the storage', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: 'ok', storage: 'ok' });
  });

  it('answers 503 in German when the uploads folder cannot be written, and 200 again after', async () => {
    // A file where the temporary folder was: no write can succeed, not even as root.
    const tempDir = join(t.config.uploadsDir, '.tmp');
    renameSync(tempDir, `${tempDir}.away`);
    writeFileSync(tempDir, '');
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'serviceUnavailable', message: 'Der Dateispeicher ist nicht erreichbar oder nicht beschreibbar.' });
    } finally {
      rmSync(tempDir);
      renameSync(`${tempDir}.away`, tempDir);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 while draining, while /api/health still answers', async () => {
    t.app.lifecycle.drain();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'serviceUnavailable', message: 'Der Server wird gerade beendet.' });
    expect((await t.app.inject({ method: 'GET', url: urlOf(healthEndpoints.check) })).statusCode).toBe(200);
  });

  it('answers every other request that arrives while draining with 503 in German and closes its connection', async () => {
    // Literal paths on purpose: an unknown route beside a listed one.
    for (const url of ['/api/admin/clients', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ code: 'serviceUnavailable', message: 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es gleich nochmals.' });
      expect(response.headers.connection).toBe('close');
    }
  });
});
