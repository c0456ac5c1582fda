// Whether this instance should get traffic: 'starting' until buildApp is done (migrations, demo
// seed), 'ready', then 'draining' from the moment it is asked to stop (SIGTERM in main.ts, or
// app.close()). GET /api/health/ready answers 503 unless 'ready', so a load balancer sends new
// requests elsewhere while the running ones finish (decision 036).
import fp from 'fastify-plugin';
import { healthEndpoints, type ErrorBody } from '@tragkraft/sync-protocol';

/**
 * After SIGTERM the process ends at the latest this long after the longest request may take
 * (UPLOAD_TIMEOUT_SECONDS): time to give queue claims back and close the database.
 */
export const SHUTDOWN_MARGIN_MS = 15_000;

/** The answer to a request that arrives while the instance stops. */
const DRAINING_TEXT = 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es gleich nochmals.';

type LifecycleState = 'starting' | 'ready' | 'draining';

interface Lifecycle {
  readonly state: LifecycleState;
  /** Start is done: the instance takes traffic. */
  markReady(): void;
  /** Shutdown has begun: no new traffic please; running requests still finish. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let state: LifecycleState = 'starting';
    app.decorate('lifecycle', {
      get state() {
        return state;
      },
      markReady() {
        if (state === 'starting') state = 'ready';
      },
      drain() {
        state = 'draining';
      },
    } satisfies Lifecycle);
    app.addHook('preClose', async () => {
      state = 'draining';
    });
    // A request that arrives while draining (on a kept-alive connection: the listening socket is
    // closed) is not started: 503 in German, and the connection closes, so the client's retry
    // opens a new one, to another instance. Requests already running finish. Liveness still
    // answers, and readiness answers its own 503. (Fastify's own 503 while closing is English,
    // so app.ts turns it off: return503OnClosing false.)
    app.addHook('onRequest', async (request, reply) => {
      if (state !== 'draining') return;
      const path = request.routeOptions.url;
      if (path === healthEndpoints.check.path || path === healthEndpoints.ready.path) return;
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ code: 'serviceUnavailable', message: DRAINING_TEXT } satisfies ErrorBody);
    });
  },
  { name: 'lifecycle' },
);
