// A throw-away PostgreSQL cluster for tests, from Debian's `postgresql` package (scripts/test.sh
// installs it): initdb in a temp folder, pg_ctl start on a free loopback port with its unix
// socket in that folder, one database created; stop() stops the server and removes the folder.
// Tuned for tests, not for safety: fsync off (the folder is thrown away anyway), C collation
// (sorts bytes like SQLite's BINARY collation).
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const FOLDER_PREFIX = 'tragkraft-pg-';
const OWNER_FILE = 'owner.pid';
const TEST_SETTINGS = ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];

export interface PgCluster {
  /** postgres://postgres:<password>@127.0.0.1:<port>/<database> of the database made at start. */
  url: string;
  port: number;
  /** The temp folder: data/, the unix socket, server.log. */
  folder: string;
  /** Milliseconds from the call to a ready database: initdb, start, CREATE DATABASE. */
  startMs: number;
  /** Creates one more empty database (e.g. one per test file) and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes the folder; a second call does nothing. */
  stop(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin that holds initdb and pg_ctl. */
export function findPgBin(root = '/usr/lib/postgresql'): string {
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const bins = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
    .filter((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
  if (bins.length === 0) {
    throw new Error(
      `PostgreSQL is not installed: no ${root}/<version>/bin/initdb. ` +
        'Install Debian\'s package (apt-get install postgresql); "npm test" (scripts/test.sh) does.',
    );
  }
  return bins[0]!;
}

// initdb refuses to run as root: as root, the server's files belong to the `postgres` user.
const asRoot = process.getuid?.() === 0;
const command = (file: string, args: string[]) => (asRoot ? { file: 'runuser', args: ['-u', 'postgres', '--', file, ...args] } : { file, args });
const giveToPostgres = (path: string) => {
  if (!asRoot) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  chownSync(path, id('-u'), id('-g'));
};

async function runPg(bin: string, tool: string, args: string[]): Promise<void> {
  const { file, args: fullArgs } = command(join(bin, tool), args);
  try {
    await run(file, fullArgs, { env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} failed: ${stderr || stdout || String(error)}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Stops the server (if it runs) and removes the folder, synchronously (also usable on exit). */
function removeCluster(bin: string, folder: string): void {
  const data = join(folder, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    const { file, args } = command(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
    try {
      execFileSync(file, args, { stdio: 'ignore' });
    } catch {
      // Already gone (e.g. killed); the folder is removed all the same.
    }
  }
  rmSync(folder, { recursive: true, force: true });
}

/** Clusters left behind by a test process that died without stop() (SIGKILL, crash). */
function removeLeftovers(bin: string): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(FOLDER_PREFIX))) {
    const folder = join(tmpdir(), name);
    if (!existsSync(join(folder, OWNER_FILE))) {
      // Another process may have just made it and not yet written its owner: spare young ones.
      if (Date.now() - statSync(folder).mtimeMs > 60_000) removeCluster(bin, folder);
      continue;
    }
    if (!alive(Number(readFileSync(join(folder, OWNER_FILE), 'utf8')))) removeCluster(bin, folder);
  }
}

/**
 * `durable`: fsync and synchronous commit on, as a production server runs (benchmarks); tests
 * run without, the folder is thrown away anyway.
 */
export async function startPgCluster(options: { database?: string; durable?: boolean } = {}): Promise<PgCluster> {
  const started = performance.now();
  const bin = findPgBin();
  removeLeftovers(bin);
  const folder = mkdtempSync(join(tmpdir(), FOLDER_PREFIX));
  writeFileSync(join(folder, OWNER_FILE), String(process.pid));
  giveToPostgres(folder);
  const stopOnExit = () => removeCluster(bin, folder);
  process.once('exit', stopOnExit);

  const password = randomBytes(16).toString('hex');
  const data = join(folder, 'data');
  const passwordFile = join(folder, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  giveToPostgres(passwordFile);
  try {
    // Password over TCP as in production; the socket folder is private to the cluster's user.
    await runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    rmSync(passwordFile);
    const port = await startServer(bin, folder, options.durable ? [] : TEST_SETTINGS);
    const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
    const createDatabase = async (name: string) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    };
    const url = await createDatabase(options.database ?? 'tragkraft');
    let stopped = false;
    return {
      url,
      port,
      folder,
      startMs: Math.round(performance.now() - started),
      createDatabase,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.off('exit', stopOnExit);
        removeCluster(bin, folder);
      },
    };
  } catch (error) {
    process.off('exit', stopOnExit);
    removeCluster(bin, folder);
    throw error;
  }
}

/** pg_ctl start on a free port; another process may take the port first, then try another. */
async function startServer(bin: string, folder: string, settings: string[]): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    rmSync(join(folder, 'server.log'), { force: true });
    const serverOptions = [`-p ${port}`, `-k ${folder}`, '-c listen_addresses=127.0.0.1', ...settings].join(' ');
    try {
      await runPg(bin, 'pg_ctl', ['start', '-D', join(folder, 'data'), '-l', join(folder, 'server.log'), '-w', '-t', '30', '-o', serverOptions]);
      return port;
    } catch (error) {
      const log = existsSync(join(folder, 'server.log')) ? readFileSync(join(folder, 'server.log'), 'utf8') : '';
      if (attempt < 3 && /could not bind|Address already in use/i.test(log)) continue;
      throw new Error(`${(error as Error).message}\n${log}`);
    }
  }
}
