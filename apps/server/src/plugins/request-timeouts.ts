// Bounds on slow clients (decision 012). Node's own timers cut a connection whose headers do
// not arrive in time (headersTimeout) and any request not received within the upload time
// (requestTimeout, the ceiling for everything). Node checks those only every few seconds and
// knows no per-route body time, so a timer per request adds it: the body of an ordinary request
// must be in (parsed, before the handler runs) within bodyTimeoutMs; a multipart upload, read
// by its handler, must be done within uploadTimeoutMs. A late request's socket is destroyed:
// a client that drips its body gets no answer and holds no socket. maxConnections closes any
// connection beyond the cap at once, so half-open sockets cannot use up the open-file limit.
// A request answered before its body was read (401, 415) keeps its timer and is answered with
// `Connection: close` (issue 29 item 2): stopping the timer with the answer let a client drip
// the unread body for the whole upload time.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Limits } from '../config';

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

function stop(request: FastifyRequest): void {
  const timer = timers.get(request);
  if (timer) clearTimeout(timer);
  timers.delete(request);
}

/** A request without a body (most GETs) has nothing to wait for: no timer on the hot path. */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

const isUpload = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

export default fp<{ limits: Limits }>(
  async (app, { limits }) => {
    app.server.headersTimeout = limits.headersTimeoutMs;
    app.server.requestTimeout = Math.max(limits.uploadTimeoutMs, limits.headersTimeoutMs + 1000);
    app.server.maxConnections = limits.maxConnections;

    app.addHook('onRequest', async (request) => {
      if (!hasBody(request)) return;
      const ms = isUpload(request) ? limits.uploadTimeoutMs : limits.bodyTimeoutMs;
      const timer = setTimeout(() => {
        timers.delete(request);
        if (request.raw.complete) return;
        request.log.warn({ timeoutMs: ms }, 'request not received in time: connection closed');
        // An injected request (tests) has a socket without destroy.
        request.raw.socket?.destroy?.();
      }, ms);
      timer.unref();
      timers.set(request, timer);
    });
    // The body of an ordinary request is parsed before preHandler; an upload is read by its handler.
    app.addHook('preHandler', async (request) => {
      if (!isUpload(request)) stop(request);
    });
    // Node reads and drops an unread body after the answer so the socket can be reused: that
    // is what a dripping client exploits. The socket is not reused and the timer still runs.
    app.addHook('onSend', async (request, reply) => {
      if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async (request) => {
      if (request.raw.complete || !timers.has(request)) stop(request);
      else request.raw.once('end', () => stop(request));
    });
    app.addHook('onRequestAbort', async (request) => stop(request));
  },
  { name: 'request-timeouts' },
);
