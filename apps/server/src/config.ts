// Every setting of the server, read from the environment in one place, with its default.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DUNNING_RULES, type DunningRules } from '@tragkraft/domain';

/** The company on letterheads, documents and as the QR-bill creditor (structured address). */
export interface Company {
  name: string;
  street: string;
  buildingNumber: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  web: string;
  vatId: string;
  /**
   * Creditor account of the QR-bill (COMPANY_IBAN), spaces allowed. A QR-IBAN (institution id
   * 30000-31999) bills with a QR reference (QRR), a normal IBAN with an ISO 11649 creditor
   * reference (SCOR); both are derived from the invoice number (decision 008).
   */
  iban: string;
  /**
   * The accounts whose bank files (camt) may be imported, IBANs without spaces: COMPANY_IBAN
   * and BANK_ACCOUNT_IBANS (comma-separated; the account behind a QR-IBAN, further accounts).
   */
  bankAccounts: string[];
  /** Country of the creditor's address in the QR-bill (ISO 3166 alpha-2). */
  creditorCountry: string;
  /** Invoices are payable within this many days, net (INVOICE_DUE_DAYS, as the dunning rules' dueDays). */
  paymentDays: number;
}

export interface Config {
  port: number;
  host: string;
  /** SQLite file, uploads (unless UPLOADS_DIR) and written mails live here. */
  dataDir: string;
  /**
   * Uploaded site photos (UPLOADS_DIR, default DATA_DIR/uploads). Several app instances share
   * one folder (a shared volume); each file is written under a temporary name and renamed.
   */
  uploadsDir: string;
  /**
   * S3-compatible object storage for the stored files (S3_BUCKET and friends, decision 034);
   * null keeps them in UPLOADS_DIR. With a bucket, UPLOADS_DIR only holds the temporary files
   * of uploads being checked.
   */
  s3: S3Settings | null;
  /** null: on PostgreSQL without JWT_SECRET, kept in the database for every instance. */
  jwtSecret: string | null;
  /** Lifetime of a sign-in token in seconds. */
  jwtExpiresInSeconds: number;
  /** Base URL used in links inside e-mails. */
  publicUrl: string;
  /** Send mail via SMTP when set; otherwise each mail is written as .eml into DATA_DIR/mail. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Reply-To of every mail, so answers to invoices and reminders reach the office (MAIL_REPLY_TO, default COMPANY_EMAIL). */
  mailReplyTo: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** The built PWA to serve; null serves no front end (route tests). */
  pwaDir: string | null;
  migrationsDir: string;
  /** PostgreSQL's migrations (generated from db/schema-pg.ts). */
  migrationsPgDir: string;
  /** postgres://user:pass@host:port/db switches to PostgreSQL; null keeps SQLite in dataDir. */
  databaseUrl: string | null;
  /** Official Swiss locality data (swisstopo) for autocomplete and distances. */
  localitiesFile: string;
  /** Base URL of an OSRM-compatible router; null uses the embedded estimate. */
  mapsProviderUrl: string | null;
  company: Company;
  logLevel: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's trustProxy:
   * false (none, the default), true (any), a hop count, or addresses/CIDRs. Behind a TLS proxy
   * this must be set, or every sign-in seems to come from the proxy's address.
   */
  trustProxy: TrustProxy;
  /** Bounds on requests, connections, uploads and bookings (decision 012). */
  limits: Limits;
  /** Payment days of invoices and the reminder levels' fees and waiting days (decision 022). */
  dunning: DunningRules;
  /** Seconds between two runs of the day-before reminder scheduler (decision 025). */
  reminderTickSeconds: number;
  /** Web Push to staff devices (decision 024). */
  push: PushSettings;
  /** Accounts of the accounting export (ACCOUNT_BANK, ACCOUNT_DEBTORS, ACCOUNT_VAT, ACCOUNT_REVENUE, ACCOUNT_FEES, ACCOUNT_LOSSES, ACCOUNT_BANK_CHARGES). */
  accounting: AccountingAccounts;
  /** CALENDAR_FEED_CONTACTS: names and phone numbers of site contacts in the staff calendar feeds (decision 018). */
  calendarFeedContacts: boolean;
  /** Where GET /metrics answers (decision 036). */
  metrics: MetricsSettings;
}

/** GET /metrics (decision 036): off unless a token or a loopback port is set. */
export interface MetricsSettings {
  /** METRICS_TOKEN: /metrics on the app's port answers a request with this bearer token. */
  token: string | null;
  /** METRICS_PORT: /metrics also answers, without a token, on this port of 127.0.0.1 only. */
  port: number | null;
}

/** Web Push (decision 024). */
export interface PushSettings {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as web-push generates them), both or
   * neither. Unset: generated once, kept in DATA_DIR/vapid-keys.json (SQLite) or in the
   * database for every instance (PostgreSQL).
   */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: how a push service reaches the operator; default mailto: the company e-mail. */
  subject: string;
  /** PUSH_ALLOW_HTTP_LOOPBACK: accept http://127.0.0.1 and http://[::1] push endpoints. Tests only. */
  allowHttpLoopback: boolean;
}

/** Bounds that keep one slow or greedy client from taking the server (decision 012). */
export interface Limits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** The body of an ordinary (JSON) request must have arrived this long after the request began. */
  bodyTimeoutMs: number;
  /** A multipart upload (report with photos) must be received and answered within this. */
  uploadTimeoutMs: number;
  /** Open sockets at once; further connections are closed at once. */
  maxConnections: number;
  /** Open sockets at once from one socket peer (IPv6: one /64), never the forwarded address. */
  maxConnectionsPerAddress: number;
  /** A kept-alive socket with no request in flight is closed after this (at most the headers time). */
  keepAliveTimeoutMs: number;
  /** Report uploads running at once for one user; one more answers 429. */
  uploadsPerUser: number;
  /** Report uploads running at once for everybody; one more answers 503. */
  uploadsTotal: number;
  /** Largest image accepted, in pixels (width x height). */
  imageMaxPixels: number;
  /** Largest image side accepted, in pixels. */
  imageMaxSide: number;
  /** Booked days (today or later) one client company may hold in its active orders at once. */
  openBookedDaysPerClient: number;
}

// Paths below resolve the same from src/config.ts (tests, dev) and dist/main.js (bundle).
const here = fileURLToPath(new URL('.', import.meta.url));
export const MIGRATIONS_DIR = join(here, 'db', 'migrations');
export const MIGRATIONS_PG_DIR = join(here, 'db', 'migrations-pg');
const DEFAULT_PWA_DIR = resolve(here, '..', '..', 'pwa', 'dist');
export const LOCALITIES_FILE = resolve(here, '..', 'data', 'swiss-localities-wgs84.csv');

const DAY_SECONDS = 24 * 60 * 60;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY: unset/false, true, a hop count ('1'), or a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** The bucket of S3-compatible object storage (S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT, e.g. https://s3.example.ch or http://127.0.0.1:3900; null: AWS itself. */
  endpoint: string | null;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the SDK's own chain (environment, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE: http://host/bucket/key instead of http://bucket.host/key (Garage, SeaweedFS). */
  forcePathStyle: boolean;
}

/** S3_BUCKET selects object storage; without it the stored files stay in UPLOADS_DIR. */
export function readS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || null,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

/** The JWT secret: JWT_SECRET, or a random one generated once and kept in DATA_DIR. */
/** UPLOADS_DIR or DATA_DIR/uploads; created for the server's user only when missing (decision 013). */
export function readUploadsDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  const uploadsDir = env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  return uploadsDir;
}

function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Three values, comma-separated, one per reminder level. */
function threeValues(name: string, value: string | undefined, fallback: readonly number[], parse: (part: string) => number | null): [number, number, number] {
  if (value === undefined || value.trim() === '') return [fallback[0]!, fallback[1]!, fallback[2]!];
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map(parse);
  if (numbers.length !== 3 || numbers.some((n) => n === null)) throw new Error(`${name} must be three values separated by commas (one per reminder level): ${value}`);
  return numbers as [number, number, number];
}

const MAX_DAYS = 365;
const MAX_FEE_RP = 1_000_00;

function days(part: string): number | null {
  return /^\d{1,3}$/.test(part) && Number(part) <= MAX_DAYS ? Number(part) : null;
}

/** A fee in CHF ('20', '12.50') as Rappen. */
function feeRp(part: string): number | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(part)) return null;
  const [francs, cents = ''] = part.split('.');
  const rappen = Number(francs) * 100 + Number(cents.padEnd(2, '0'));
  return rappen <= MAX_FEE_RP ? rappen : null;
}

/** INVOICE_DUE_DAYS: the invoices' payment days, which the due date of open items follows. */
function readDueDays(env: NodeJS.ProcessEnv): number {
  const due = env.INVOICE_DUE_DAYS?.trim();
  const dueDays = due ? days(due) : DEFAULT_DUNNING_RULES.dueDays;
  if (dueDays === null) throw new Error(`INVOICE_DUE_DAYS must be a whole number of days from 0 to ${MAX_DAYS}: ${due}`);
  return dueDays;
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

export function readCompany(env: NodeJS.ProcessEnv = process.env): Company {
  // The official SIX example QR-IBAN; set COMPANY_IBAN to the real account in production.
  const iban = env.COMPANY_IBAN ?? 'CH44 3199 9123 0008 8901 2';
  return {
    name: env.COMPANY_NAME ?? 'Tragkraft AG',
    street: env.COMPANY_STREET ?? 'Rautistrasse',
    buildingNumber: env.COMPANY_BUILDING_NUMBER ?? '12',
    postcode: env.COMPANY_POSTCODE ?? '8048',
    city: env.COMPANY_CITY ?? 'Zürich',
    phone: env.COMPANY_PHONE ?? '044 555 00 00',
    email: env.COMPANY_EMAIL ?? 'info@tragkraft.ch',
    web: env.COMPANY_WEB ?? 'www.tragkraft.ch',
    vatId: env.COMPANY_VAT_ID ?? 'CHE-123.456.789 MWST',
    iban,
    bankAccounts: [...new Set([iban, ...(env.BANK_ACCOUNT_IBANS ?? '').split(',')].map(compactIban).filter(Boolean))],
    creditorCountry: env.COMPANY_COUNTRY ?? 'CH',
    paymentDays: readDueDays(env),
  };
}

function whole(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`setting must be a whole number from 1: ${value}`);
  return n;
}

export function readLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  return {
    headersTimeoutMs: whole(env.HEADERS_TIMEOUT_SECONDS, 10) * 1000,
    bodyTimeoutMs: whole(env.BODY_TIMEOUT_SECONDS, 15) * 1000,
    uploadTimeoutMs: whole(env.UPLOAD_TIMEOUT_SECONDS, 300) * 1000,
    maxConnections: whole(env.MAX_CONNECTIONS, 500),
    maxConnectionsPerAddress: whole(env.MAX_CONNECTIONS_PER_ADDRESS, 50),
    keepAliveTimeoutMs: whole(env.KEEP_ALIVE_SECONDS, 5) * 1000,
    uploadsPerUser: whole(env.UPLOADS_PER_USER, 2),
    uploadsTotal: whole(env.UPLOADS_TOTAL, 8),
    imageMaxPixels: whole(env.IMAGE_MAX_MEGAPIXELS, 40) * 1_000_000,
    imageMaxSide: whole(env.IMAGE_MAX_SIDE, 10_000),
    openBookedDaysPerClient: whole(env.OPEN_BOOKED_DAYS_PER_CLIENT, 20),
  };
}

/** REMINDER_TICK_SECONDS: how often the reminder scheduler looks for due reminders (default 60). */
export function readReminderTickSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return whole(env.REMINDER_TICK_SECONDS, 60);
}

export function readDunning(env: NodeJS.ProcessEnv = process.env): DunningRules {
  return {
    dueDays: readDueDays(env),
    feesRp: threeValues('DUNNING_FEES_CHF', env.DUNNING_FEES_CHF, DEFAULT_DUNNING_RULES.feesRp, feeRp),
    waitDays: threeValues('DUNNING_WAIT_DAYS', env.DUNNING_WAIT_DAYS, DEFAULT_DUNNING_RULES.waitDays, days),
  };
}

export function readPush(env: NodeJS.ProcessEnv, company: Company): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if ((publicKey === '') !== (privateKey === '')) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${company.email}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must start with mailto: or https://: ${subject}`);
  return {
    vapidKeys: publicKey === '' ? null : { publicKey, privateKey },
    subject,
    allowHttpLoopback: flag(env.PUSH_ALLOW_HTTP_LOOPBACK, false),
  };
}

/** Accounts of the accounting export (Swiss SME chart, decision 026). */
export interface AccountingAccounts {
  bank: string;
  debtors: string;
  vat: string;
  revenue: string;
  fees: string;
  /** Losses on receivables ("Verluste aus Forderungen"): write-offs. */
  losses: string;
  /** Bank charges ("Bankspesen") a batch entry was net of. */
  bankCharges: string;
}

export function readAccounting(env: NodeJS.ProcessEnv): AccountingAccounts {
  const account = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    bank: account(env.ACCOUNT_BANK, '1020'),
    debtors: account(env.ACCOUNT_DEBTORS, '1100'),
    vat: account(env.ACCOUNT_VAT, '2200'),
    revenue: account(env.ACCOUNT_REVENUE, '3400'),
    fees: account(env.ACCOUNT_FEES, '6850'),
    losses: account(env.ACCOUNT_LOSSES, '3805'),
    bankCharges: account(env.ACCOUNT_BANK_CHARGES, '6940'),
  };
}

/** METRICS_TOKEN (at least 16 characters: it is a password) and METRICS_PORT. */
export function readMetrics(env: NodeJS.ProcessEnv): MetricsSettings {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters');
  const port = env.METRICS_PORT?.trim() ? whole(env.METRICS_PORT, 0) : null;
  if (port !== null && port > 65_535) throw new Error(`METRICS_PORT must be a port number: ${port}`);
  return { token, port };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  // Created for the server's user only (decision 013); an existing folder keeps its mode.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const company = readCompany(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: readUploadsDir(env, dataDir),
    s3: readS3(env),
    // On PostgreSQL every instance must sign alike: unset, the secret is kept in the database.
    jwtSecret: env.JWT_SECRET || (env.DATABASE_URL ? null : loadOrCreateJwtSecret(dataDir)),
    jwtExpiresInSeconds: Number(env.JWT_EXPIRES_IN_SECONDS ?? 30 * DAY_SECONDS),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tragkraft <noreply@tragkraft.ch>',
    mailReplyTo: env.MAIL_REPLY_TO || company.email,
    seedDemo: flag(env.SEED_DEMO, true),
    pwaDir: env.PWA_DIR === '' ? null : resolve(env.PWA_DIR ?? DEFAULT_PWA_DIR),
    migrationsDir: MIGRATIONS_DIR,
    migrationsPgDir: MIGRATIONS_PG_DIR,
    databaseUrl: env.DATABASE_URL || null,
    localitiesFile: LOCALITIES_FILE,
    mapsProviderUrl: env.MAPS_PROVIDER || null,
    company,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: readLimits(env),
    dunning: readDunning(env),
    reminderTickSeconds: readReminderTickSeconds(env),
    push: readPush(env, company),
    accounting: readAccounting(env),
    calendarFeedContacts: flag(env.CALENDAR_FEED_CONTACTS, true),
    metrics: readMetrics(env),
  };
}
