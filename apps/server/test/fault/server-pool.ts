// Real server processes for the fault test, on one port and one DATA_DIR. A few standby
// processes (standby-server.ts, bundled: server-bundle.ts) load their modules in advance; start() promotes the oldest
// one, waits until it listens and answers GET /api/health, and spawns a replacement while
// more starts are expected. kill() is SIGKILL: no shutdown hook runs, as in a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { get } from 'node:http';
import { healthEndpoints } from '@tragkraft/sync-protocol';
import { urlTo } from '../support/call-endpoint';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Standby {
  child: ChildProcess;
  loaded: Promise<void>;
  output(): string;
}

export interface RunningServer {
  child: ChildProcess;
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: urlTo(healthEndpoints.check), agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });
}

/** `entry`: the bundled standby-server.ts (server-bundle.ts). */
export function serverPool(options: { entry: string; env: Record<string, string>; port: number; size: number; starts: number }) {
  const children = new Set<ChildProcess>();
  const standbys: Standby[] = [];
  let spawned = 0;
  /** Per start: ms waiting for a loaded standby, ms from 'start' to a healthy answer. */
  const timings: { waitMs: number; bootMs: number }[] = [];

  function spawnStandby(): void {
    spawned++;
    const child = spawn(process.execPath, [options.entry], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const loaded = new Promise<void>((resolve, reject) => {
      child.once('message', (message) => (message === 'loaded' ? resolve() : reject(new Error(`standby said ${String(message)}`))));
      child.once('exit', (code, signal) => reject(new Error(`standby ended (${code ?? signal}) before loading: ${output}`)));
    });
    loaded.catch(() => undefined); // awaited in start(); a standby killed at close() is no failure
    standbys.push({ child, loaded, output: () => output });
  }

  const fill = () => {
    while (standbys.length < options.size && spawned < options.starts) spawnStandby();
  };
  fill();

  async function start(): Promise<RunningServer> {
    fill();
    const standby = standbys.shift();
    if (!standby) throw new Error('no more server starts planned');
    const asked = performance.now();
    await standby.loaded;
    const loaded = performance.now();
    const listening = new Promise<void>((resolve, reject) => {
      standby.child.once('message', (message) => (message === 'listening' ? resolve() : reject(new Error(String(message)))));
      standby.child.once('exit', (code, signal) => reject(new Error(`server ended (${code ?? signal}) while starting: ${standby.output()}`)));
    });
    standby.child.send('start');
    await listening;
    while (!(await healthy(options.port))) await new Promise((resolve) => setTimeout(resolve, 10));
    timings.push({ waitMs: loaded - asked, bootMs: performance.now() - loaded });
    fill();
    const { child } = standby;
    return {
      child,
      async kill() {
        child.kill('SIGKILL');
        await exited(child);
      },
    };
  }

  async function close(): Promise<void> {
    const all = [...children];
    for (const child of all) child.kill('SIGKILL');
    await Promise.all(all.map(exited));
  }

  return { start, close, timings };
}
