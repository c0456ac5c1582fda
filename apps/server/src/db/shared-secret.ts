// A secret every server instance on one database must use alike (decision 020): the first
// instance to ask stores a random one, every later one (or one asking at the same moment,
// whose insert does nothing) reads that.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './open-database';
import { serverSecrets } from './schema';

export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
