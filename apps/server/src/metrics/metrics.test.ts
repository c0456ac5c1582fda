import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClientsEndpoints, authEndpoints, employeeEndpoints, healthEndpoints, urlOf } from '@tragkraft/sync-protocol';
import { mailQueue } from '../db/schema';
import { inDays, PEOPLE, stageOfDemoClient, userId } from '../../test/features/operations/test-operations';
import { createTestApp, DEMO_EMAIL, tokenFor, type TestApp } from '../../test/support/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The value of one sample line, e.g. sample(text, 'tragkraft_queue_depth{queue="mail"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('[metrics] GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ metrics: { token: TOKEN, port: null } });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token (401, German) and answers the right one in the text format', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: 'Für die Messwerte ist ein gültiges Token nötig.' });
    }
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE tragkraft_http_request_duration_seconds histogram');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern, method and status, never by the raw URL', async () => {
    const admin = await tokenFor(t.app, DEMO_EMAIL.admin);
    await t.app.inject({ method: 'GET', url: urlOf(adminClientsEndpoints.detail, { id: 987654 }), headers: { authorization: `Bearer ${admin}` } });
    // A literal path on purpose: an unknown route, and route labels as the metrics print them.
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123456' });
    await t.app.inject({ method: 'GET', url: urlOf(healthEndpoints.check) });
    const text = await scrape();
    expect(sample(text, 'tragkraft_http_requests_total{route="/api/admin/clients/:id",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'tragkraft_http_requests_total{route="(unmatched)",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'tragkraft_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}')).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('123456');
  });

  it('counts refused sign-ins by reason', async () => {
    const before = sample(await scrape(), 'tragkraft_sign_in_refusals_total{reason="loginFailed"}') ?? 0;
    const wrong = await t.app.inject({ method: 'POST', url: urlOf(authEndpoints.signIn), payload: { email: DEMO_EMAIL.client, password: 'falsch-falsch' }, remoteAddress: '10.77.0.1' });
    expect(wrong.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: urlOf(authEndpoints.signIn), payload: { email: 3 }, remoteAddress: '10.77.0.2' });
    expect(bad.statusCode).toBe(400);
    const text = await scrape();
    expect(sample(text, 'tragkraft_sign_in_refusals_total{reason="loginFailed"}')).toBe(before + 1);
    expect(sample(text, 'tragkraft_sign_in_refusals_total{reason="validation"}')).toBe(1);
  });

  it('counts an idempotent replay once, by route pattern', async () => {
    const operatorId = await userId(t.app, PEOPLE.operator);
    const { stage } = await stageOfDemoClient(t.app, { stage: { date: inDays(3), time: '08:00' }, team: [{ userId: operatorId, confirmation: null }] });
    const operator = await tokenFor(t.app, PEOPLE.operator);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: urlOf(employeeEndpoints.confirmOrDecline),
        headers: { authorization: `Bearer ${operator}`, 'idempotency-key': key },
        payload: { action: 'confirm', stageId: stage.id },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).headers['idempotent-replayed']).toBe('true');
    expect(sample(await scrape(), `tragkraft_idempotent_replays_total{route="${employeeEndpoints.confirmOrDecline.path}"}`)).toBe(1);
  });

  it("reads the mail queue's depth and the age of its oldest mail from the database at scrape time", async () => {
    const before = sample(await scrape(), 'tragkraft_queue_depth{queue="mail"}')!;
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    await t.app.db.insert(mailQueue).values({ message: { to: 'a@b.ch', subject: 's', text: 't' }, nextAttemptAt: later, createdAt: hourAgo });
    const text = await scrape();
    expect(sample(text, 'tragkraft_queue_depth{queue="mail"}')).toBe(before + 1);
    expect(sample(text, 'tragkraft_queue_oldest_age_seconds{queue="mail"}')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'tragkraft_queue_depth{queue="push"}')).toBe(0);
    expect(sample(text, 'tragkraft_queue_depth{queue="reminder"}')).toBeTypeOf('number');
    // PostgreSQL has a pool to show; SQLite has none (decision 036).
    if (t.app.dbEngine === 'postgres') expect(sample(text, 'tragkraft_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('tragkraft_db_pool_connections{');
  });
});

describe('[metrics] off, or on a loopback port', () => {
  it('answers 404 when neither METRICS_TOKEN nor METRICS_PORT is set, also with a token', async () => {
    const t = await createTestApp({ seedDemo: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('notFound');
    } finally {
      await t.close();
    }
  });

  it('serves /metrics without a token on METRICS_PORT, on 127.0.0.1 only, and not on the app port', async () => {
    const port = await freePort();
    const t = await createTestApp({ seedDemo: false, metrics: { token: null, port } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const fetchText = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          get({ host: '127.0.0.1', port, path }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode!, body }));
          }).on('error', reject);
        });
      const answer = await fetchText('/metrics');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('tragkraft_queue_depth{queue="mail"}');
      // A literal path on purpose: the metrics port answers nothing else.
      expect((await fetchText('/api/health')).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
