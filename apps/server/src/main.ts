import { buildApp } from './app';
import { readConfig } from './config';

// Whatever the process creates is for its own user only (decision 013); the files the server
// writes set their modes themselves too, this also covers what a library creates.
process.umask(0o077);
const config = readConfig();
const app = await buildApp(config);

// Graceful shutdown: stop accepting, finish running requests, close the database (onClose).
// A request that hangs cannot keep the process alive for more than 10 seconds.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
