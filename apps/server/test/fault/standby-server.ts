// The server process of the fault test: main.ts in two steps. It loads every module first and
// tells its parent ('loaded'), then waits for 'start' to read the config from the environment,
// build the app on DATA_DIR and listen, exactly as main.ts does. Loading the modules takes
// seconds on a busy machine; doing it ahead lets the test restart the server right after a kill
// without changing what a restart does to the data. The process ends with its parent.
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';

const send = (message: string) => process.send?.(message);

async function start(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  send('listening');
}

if (!process.send) throw new Error('standby-server runs as a child process with an IPC channel');
process.on('disconnect', () => process.exit(0));
process.once('message', () => {
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
send('loaded');
