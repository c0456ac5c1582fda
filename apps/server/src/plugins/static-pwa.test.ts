import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('[static] serves the PWA with an SPA fallback', () => {
  let t: TestApp;
  let pwaDir: string;
  beforeAll(async () => {
    pwaDir = mkdtempSync(join(tmpdir(), 'tragkraft-pwa-'));
    mkdirSync(join(pwaDir, 'assets'));
    writeFileSync(join(pwaDir, 'index.html'), '<!doctype html><title>Tragkraft</title>');
    writeFileSync(join(pwaDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(pwaDir, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(pwaDir, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(pwaDir, 'assets', 'app-123.js.map'), '{"version":3,"sources":["../src/secret-rule.ts"]}');
    writeFileSync(join(pwaDir, 'assets', 'app-123.js.map.br'), brotliCompressSync('{"version":3}'));
    t = await createTestApp({ pwaDir, seedDemo: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(pwaDir, { recursive: true, force: true });
  });

  it('answers deep links with index.html', async () => {
    for (const url of ['/', '/login', '/operation/12', '/set-password/abc?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tragkraft</title>');
    }
  });

  it('serves files with the right caching', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed file to browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never serves source maps, even when a build left some behind', async () => {
    for (const url of ['/assets/app-123.js.map', '/assets/app-123.js.map?x=1', '/assets/APP-123.JS.MAP', '/assets/app-123.js.map.br']) {
      for (const headers of [{}, { 'accept-encoding': 'br' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('version');
      }
    }
  });

  it('answers unknown API paths with a JSON 404, not the page', async () => {
    // A literal path on purpose: an unknown /api route.
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: 'Nicht gefunden.' });
  });
});
