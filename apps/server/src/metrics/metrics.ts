// Prometheus metrics (decision 036): requests by route pattern (never the raw URL: ids and
// tokens stay out, and the label set stays small), method and status with their latency; the
// queues' depth and age, read from the database at scrape time; idempotent replays; sign-in
// refusals by reason; PostgreSQL's pool; Node's process metrics. One registry per app, so test
// apps in one process do not share counters.
import fp from 'fastify-plugin';
import type { Server } from 'node:http';
import type { FastifyReply } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { authEndpoints, IDEMPOTENT_REPLAY_HEADER } from '@tragkraft/sync-protocol';
import { AppError } from '../plugins/errors';
import type { MetricsSettings } from '../config';
import { metricsRoute, startMetricsPort } from './metrics-access';
import { readQueueFigures } from './queue-figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders every metric in Prometheus' text format, the queues read fresh from the database. */
    scrapeMetrics(): Promise<{ contentType: string; text: string }>;
  }
}

/** The label of requests no route matched (unknown /api paths, the PWA's fallback). */
const UNMATCHED = '(unmatched)';
/** Seconds; uploads may take minutes (UPLOAD_TIMEOUT_SECONDS). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

function replayed(reply: FastifyReply): boolean {
  return reply.getHeader(IDEMPOTENT_REPLAY_HEADER) === 'true';
}

export default fp<{ settings: MetricsSettings }>(
  async (app, { settings }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({ name: 'tragkraft_http_requests_total', help: 'Answered requests by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
    const latency = new Histogram({
      name: 'tragkraft_http_request_duration_seconds',
      help: 'Time from the request to its answer, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const replays = new Counter({ name: 'tragkraft_idempotent_replays_total', help: 'Requests answered from a stored answer (same Idempotency-Key), by route pattern.', labelNames: ['route'], registers: [registry] });
    const signInRefusals = new Counter({ name: 'tragkraft_sign_in_refusals_total', help: 'Refused sign-ins by reason (the answer code).', labelNames: ['reason'], registers: [registry] });
    const queueDepth = new Gauge({ name: 'tragkraft_queue_depth', help: 'Items waiting in a queue (mail, push, reminder).', labelNames: ['queue'], registers: [registry] });
    const queueAge = new Gauge({ name: 'tragkraft_queue_oldest_age_seconds', help: 'Seconds since the oldest waiting item of a queue was due (0: none waits).', labelNames: ['queue'], registers: [registry] });
    const pool = new Gauge({ name: 'tragkraft_db_pool_connections', help: "PostgreSQL's connection pool: total, idle, and requests waiting for a connection.", labelNames: ['state'], registers: [registry] });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const labels = { route, method: request.method, status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (replayed(reply)) replays.inc({ route });
    });
    app.addHook('onError', async (request, _reply, error) => {
      if (request.method !== authEndpoints.signIn.method || request.routeOptions.url !== authEndpoints.signIn.path) return;
      const reason = error instanceof AppError ? error.code : (error as { validation?: unknown }).validation ? 'validation' : 'other';
      signInRefusals.inc({ reason });
    });

    app.decorate('scrapeMetrics', async () => {
      for (const figure of await readQueueFigures(app.db, new Date())) {
        queueDepth.set({ queue: figure.queue }, figure.depth);
        queueAge.set({ queue: figure.queue }, figure.oldestAgeSeconds);
      }
      const use = app.dbPoolUse();
      if (use) {
        pool.set({ state: 'total' }, use.total);
        pool.set({ state: 'idle' }, use.idle);
        pool.set({ state: 'waiting' }, use.waiting);
      }
      return { contentType: registry.contentType, text: await registry.metrics() };
    });

    metricsRoute(app, settings);
    let portServer: Server | null = null;
    const { port } = settings;
    if (port !== null) {
      app.addHook('onListen', async () => {
        portServer = await startMetricsPort(app, port);
      });
      app.addHook('onClose', async () => {
        await new Promise((resolve) => (portServer ? portServer.close(resolve) : resolve(undefined)));
      });
    }
  },
  { name: 'metrics' },
);
