// The VAPID key pair the server signs its push requests with (decision 024). Generated once:
// browsers subscribed with the public key, so a new pair would silence every device.
// SQLite: kept in DATA_DIR/vapid-keys.json (0600), like the token secret. PostgreSQL: kept in
// server_secrets, so every instance signs alike (insert if absent, then read; decision 020).
// VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY override both.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/open-database';
import { serverSecrets } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_FILE = 'vapid-keys.json';
const SECRET_NAME = 'vapid';

function parseKeys(text: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error('stored VAPID keys are incomplete');
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function fileKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) return parseKeys(readFileSync(file, 'utf8'));
  const keys = webpush.generateVAPIDKeys();
  // 'wx': a second process starting at the same moment fails here rather than overwrite.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    return parseKeys(readFileSync(file, 'utf8'));
  }
  return keys;
}

async function databaseKeys(db: Db): Promise<VapidKeys> {
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return parseKeys(row!.value);
}

export async function vapidKeys(db: Db, settings: { vapidKeys: VapidKeys | null; dataDir: string; onPostgres: boolean }): Promise<VapidKeys> {
  if (settings.vapidKeys) return settings.vapidKeys;
  return settings.onPostgres ? databaseKeys(db) : fileKeys(settings.dataDir);
}
