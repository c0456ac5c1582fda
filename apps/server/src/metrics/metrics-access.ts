// Who may read GET /metrics (decision 036). It is no /api route: no person signs in for it, so
// it is not in the endpoint table; a scraper shows METRICS_TOKEN as a bearer token on the app's
// port, or reads it without a token on METRICS_PORT, which listens on 127.0.0.1 only. With
// neither set the path answers 404 like any unknown path (and never falls back to the PWA).
import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@tragkraft/sync-protocol';
import type { MetricsSettings } from '../config';
import { notFound, unauthorized } from '../plugins/errors';

const METRICS_PATH = '/metrics';

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** GET /metrics on the app's own port: 404 without METRICS_TOKEN, 401 without the right token. */
export function metricsRoute(app: FastifyInstance, settings: MetricsSettings): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (settings.token === null) throw notFound();
    const given = bearer(request.headers.authorization);
    if (given === null || !tokenMatches(given, settings.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('Für die Messwerte ist ein gültiges Token nötig.');
    }
    const { contentType, text } = await app.scrapeMetrics();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}

/**
 * METRICS_PORT: a small server of its own on 127.0.0.1 (a scraper on the same machine, or a
 * tunnel), started when the app listens and closed with it. It answers GET /metrics only.
 */
export function startMetricsPort(app: FastifyInstance, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== METRICS_PATH) {
      send(404, 'application/json; charset=utf-8', JSON.stringify({ code: 'notFound', message: 'Nicht gefunden.' } satisfies ErrorBody));
      return;
    }
    app.scrapeMetrics().then(
      ({ contentType, text }) => send(200, contentType, text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        send(500, 'application/json; charset=utf-8', JSON.stringify({ code: 'internal', message: 'Die Messwerte konnten nicht gelesen werden.' } satisfies ErrorBody));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
