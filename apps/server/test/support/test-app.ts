// Builds the real app in-process on a fresh temporary DATA_DIR (mail folder; on SQLite the database
// file) and, in the PostgreSQL project, a fresh database; both copies of the run's template with the
// demo data (test-database.ts); signs in as demo roles.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@tragkraft/domain';
import { buildApp } from '../../src/app';
import { LOCALITIES_FILE, MIGRATIONS_DIR, MIGRATIONS_PG_DIR, readAccounting, readCompany, readDunning, readLimits, readPush, readReminderTickSeconds, readUploadsDir, type Config } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/db/seed-demo';
import { createTestDatabase, dropTestDatabase } from './test-database';

export const DEMO_EMAIL: Record<Role, string> = {
  admin: 'admin@demo.ch',
  operator: 'operator@demo.ch',
  employee: 'employee@demo.ch',
  client: 'client@demo.ch',
  clerk: 'clerk@demo.ch',
};

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: readUploadsDir({}, dataDir),
    s3: null,
    jwtSecret: 'test-secret-with-enough-length-for-hs256',
    jwtExpiresInSeconds: 3600,
    publicUrl: 'http://app.test',
    smtpUrl: null,
    mailFrom: 'Tragkraft <noreply@tragkraft.ch>',
    mailReplyTo: readCompany({}).email,
    seedDemo: true,
    pwaDir: null,
    migrationsDir: MIGRATIONS_DIR,
    migrationsPgDir: MIGRATIONS_PG_DIR,
    databaseUrl: null,
    localitiesFile: LOCALITIES_FILE,
    mapsProviderUrl: null,
    company: readCompany({}),
    logLevel: 'silent',
    trustProxy: false,
    limits: readLimits({}),
    dunning: readDunning({}),
    reminderTickSeconds: readReminderTickSeconds({}),
    push: readPush({}, readCompany({})),
    accounting: readAccounting({}),
    calendarFeedContacts: true,
    metrics: { token: null, port: null },
    ...overrides,
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tragkraft-test-'));
  // A copy of the run's migrated (and seeded) template; a database handed in is used as it is.
  const databaseUrl = overrides.databaseUrl ?? (await createTestDatabase(overrides.seedDemo ?? true, dataDir));
  const config = testConfig(dataDir, { ...overrides, databaseUrl });
  const app = await buildApp(config);
  return {
    app,
    dataDir,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      // A database handed in belongs to the caller (e.g. a second instance on the same data).
      if (overrides.databaseUrl === undefined) await dropTestDatabase(databaseUrl);
    },
  };
}

let signIns = 0;

/**
 * Signs in as another device each time (its own address), as the people the tests stand for
 * would: the sign-in limits and the hash gate count per address.
 */
export async function tokenFor(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  signIns++;
  const remoteAddress = `10.250.${(signIns >> 8) & 255}.${signIns & 255}`;
  let response = await app.inject({ method: 'POST', url: '/api/auth/', payload: { email, password }, remoteAddress });
  // Few password hashes run at once (hash gate): like the PWA, try again shortly.
  const busy = () => response.statusCode === 503 || (response.statusCode === 429 && response.json<{ code: string }>().code === 'signInBusy');
  for (let retry = 0; retry < 50 && busy(); retry++) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    response = await app.inject({ method: 'POST', url: '/api/auth/', payload: { email, password }, remoteAddress });
  }
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** app.inject signed in as the demo user of a role. */
export async function injectAs(app: FastifyInstance, role: Role, options: InjectOptions) {
  const token = await tokenFor(app, DEMO_EMAIL[role]);
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** The mails written to DATA_DIR/mail, oldest first, as raw text. */
export function writtenMails(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** Waits until `count` mails are written (mails may be sent after the answer). */
export async function waitForMails(dataDir: string, count: number, timeoutMs = 3000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = writtenMails(dataDir);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for the mail that `matches` (mails are sent by the queue, after the answer). */
export async function waitForMail(dataDir: string, matches: (mail: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = writtenMails(dataDir).find((text) => matches(text.replace(/=\r?\n/g, '')));
    if (mail) return mail;
    if (Date.now() > until) throw new Error('the expected mail was not written');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The set-password link inside a mail (quoted-printable soft breaks undone). */
export function setPasswordLink(mail: string): string | null {
  const text = mail.replace(/=\r?\n/g, '');
  return text.match(/https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

/** Routes that end the caller's session: sweeps over every route give them a token of their own. */
export const SESSION_ENDING_ROUTES: ReadonlySet<string> = new Set(['POST /api/auth/sign-out', 'POST /api/auth/sign-out-everywhere']);
