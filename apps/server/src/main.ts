import { buildApp } from './app';
import { readConfig } from './config';
import { SHUTDOWN_MARGIN_MS } from './plugins/lifecycle';

// Whatever the process creates is for its own user only (decision 013); the files the server
// writes set their modes themselves too, this also covers what a library creates.
process.umask(0o077);
const config = readConfig();
const app = await buildApp(config);

// Graceful shutdown (decision 036): /api/health/ready answers 503 from now on, the listening
// socket closes (a load balancer's next connection goes to another instance), idle kept-alive
// connections close, running requests finish (an upload within UPLOAD_TIMEOUT_SECONDS, which
// the request timeouts enforce), queue claims still held are given back, the database closes,
// exit 0. Should anything hang beyond that, the process ends anyway (exit 1).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down: finishing running requests');
    app.lifecycle.drain();
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.limits.uploadTimeoutMs + SHUTDOWN_MARGIN_MS).unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
