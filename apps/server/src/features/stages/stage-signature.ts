// Reads a stage's stored on-site signature (written by operations/report-signature.ts): the
// order details, the work report and the report view of the client show it.
import { eq } from 'drizzle-orm';
import type { OnSiteSignature } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageSignatures } from '../../db/schema';

/** The stored signature of a stage as the details show it; null without one. */
export async function onSiteSignatureOf(db: Db, stageId: number): Promise<OnSiteSignature | null> {
  const [stored] = await db
    .select({ signerName: stageSignatures.signerName, signedAt: stageSignatures.signedAt, remark: stageSignatures.remark })
    .from(stageSignatures)
    .where(eq(stageSignatures.stageId, stageId))
    .limit(1);
  return stored ?? null;
}

/** The stored signature row (with its file) of a stage; undefined without one. */
export async function storedSignature(db: Db, stageId: number): Promise<typeof stageSignatures.$inferSelect | undefined> {
  const [stored] = await db.select().from(stageSignatures).where(eq(stageSignatures.stageId, stageId)).limit(1);
  return stored;
}
