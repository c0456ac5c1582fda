import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedImage } from '../db/factories';
import { stages } from '../db/schema';
import { createTestApp, injectAs, type TestApp } from '../../test/support/test-app';
import { call, requestTo } from '../../test/support/call-endpoint';
import { adminClientsEndpoints, authEndpoints, healthEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('[security] Strict-Transport-Security only when the public address is https', () => {
  let https: TestApp;
  let http: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ seedDemo: false, publicUrl: 'https://app.tragkraft.ch' });
    http = await createTestApp({ seedDemo: false, publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await https.close();
    await http.close();
  });

  it('sends HSTS on answers and errors of an https deployment', async () => {
    // Literal paths on purpose: a listed, an unknown and a guarded route.
    for (const url of ['/api/health', '/api/does-not-exist', '/api/admin/clients', '/login']) {
      const response = await https.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('sends no HSTS when the app is reached over plain http', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const response = await http.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('[security] API answers are never stored by browsers or proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks every /api answer no-store: data, images, tokens and errors', async () => {
    const [stage] = await t.app.db.select().from(stages).limit(1);
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const image = await seedImage(t.app.db, t.config.uploadsDir, { stageId: stage!.id, bytes, mimeType: 'image/jpeg' });
    const answers = [
      await injectAs(t.app, 'client', requestTo(ordersEndpoints.future)),
      await injectAs(t.app, 'admin', requestTo(adminClientsEndpoints.list)),
      await injectAs(t.app, 'admin', requestTo(ordersEndpoints.image, { params: { kind: 'operation', id: image.id } })),
      await call(t.app, authEndpoints.signIn, { body: { email: 'client@demo.ch', password: 'demo1234' } }),
      await call(t.app, ordersEndpoints.future),
      await injectAs(t.app, 'client', requestTo(adminClientsEndpoints.list)),
      // A literal path on purpose: an unknown route.
      await t.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      await call(t.app, healthEndpoints.check),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 401, 403, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.raw.req.url).toBe('no-store');
  });
});
