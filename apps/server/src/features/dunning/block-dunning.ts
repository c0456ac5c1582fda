// Sets and lifts a Mahnsperre (issue 28 §4): on one invoice or on a whole client, with a reason
// and an end date (inclusive, from today up to two years ahead). One block in force per invoice
// or client: a new end date means lifting the old block first, so the log tells both steps.
import { and, eq, gte, isNull } from 'drizzle-orm';
import { addMonths, formatDate, isValidIsoDate, zurichToday } from '@tragkraft/domain';
import { DUNNING_BLOCK_REASON_MAX, DUNNING_BLOCK_TEXTS, type CreateDunningBlockBody, type DunningBlock } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { clients, dunningBlocks, invoices } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { findBlock } from './dunning-blocks';

type BlockRow = typeof dunningBlocks.$inferSelect;
type Target = { invoiceId: number; clientId: null } | { invoiceId: null; clientId: number };

/** How far ahead a block may reach. */
const MAX_MONTHS_AHEAD = 24;

/** The checked input, or a 400 with the German reason. */
function checked(body: CreateDunningBlockBody, today: string): { target: Target; reason: string; untilDate: string } {
  if (body.invoiceId === undefined && body.clientId === undefined) throw badRequest(DUNNING_BLOCK_TEXTS.targetMissing);
  if (body.invoiceId !== undefined && body.clientId !== undefined) throw badRequest(DUNNING_BLOCK_TEXTS.targetTwice);
  const reason = body.reason.trim();
  if (reason === '') throw badRequest(DUNNING_BLOCK_TEXTS.reasonMissing);
  if (reason.length > DUNNING_BLOCK_REASON_MAX) throw badRequest(DUNNING_BLOCK_TEXTS.reasonTooLong);
  if (!isValidIsoDate(body.untilDate)) throw badRequest(DUNNING_BLOCK_TEXTS.dateInvalid);
  if (body.untilDate < today) throw badRequest(DUNNING_BLOCK_TEXTS.dateInPast);
  const latest = addMonths(today, MAX_MONTHS_AHEAD);
  if (body.untilDate > latest) throw badRequest(DUNNING_BLOCK_TEXTS.dateTooFar(formatDate(latest)));
  const target: Target = body.invoiceId !== undefined ? { invoiceId: body.invoiceId, clientId: null } : { invoiceId: null, clientId: body.clientId! };
  return { target, reason, untilDate: body.untilDate };
}

async function mustExist(tx: Db, target: Target): Promise<void> {
  if (target.invoiceId !== null) {
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, target.invoiceId)).limit(1);
    if (!invoice) throw notFound(DUNNING_BLOCK_TEXTS.invoiceNotFound);
  } else {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, target.clientId)).limit(1);
    if (!client) throw notFound(DUNNING_BLOCK_TEXTS.clientNotFound);
  }
}

/** The log entry on the invoice or the client the block is about. */
async function auditBlock(tx: Db, userId: number, block: BlockRow, lifted: boolean): Promise<void> {
  const changes = { blockId: block.id, reason: block.reason, untilDate: block.untilDate };
  if (block.invoiceId !== null) {
    await recordAudit(tx, { userId, entity: 'invoice', entityId: block.invoiceId, action: lifted ? 'dunningBlockLifted' : 'dunningBlocked', changes });
  } else {
    await recordAudit(tx, { userId, entity: 'client', entityId: block.clientId!, action: lifted ? 'dunningBlockLifted' : 'dunningBlocked', changes });
  }
}

export async function createBlock(db: Db, userId: number, body: CreateDunningBlockBody, now: Date): Promise<DunningBlock> {
  const today = zurichToday(now);
  const { target, reason, untilDate } = checked(body, today);
  const id = await db.transaction(async (tx) => {
    await lockNames(tx, [target.invoiceId !== null ? `dunning-block:invoice:${target.invoiceId}` : `dunning-block:client:${target.clientId}`]);
    await mustExist(tx, target);
    const sameTarget = target.invoiceId !== null ? eq(dunningBlocks.invoiceId, target.invoiceId) : eq(dunningBlocks.clientId, target.clientId);
    const [current] = await tx
      .select()
      .from(dunningBlocks)
      .where(and(sameTarget, isNull(dunningBlocks.liftedAt), gte(dunningBlocks.untilDate, today)))
      .limit(1);
    if (current) throw conflict(DUNNING_BLOCK_TEXTS.alreadyBlocked(formatDate(current.untilDate)));
    const [block] = await tx.insert(dunningBlocks).values({ ...target, reason, untilDate, createdByUserId: userId }).returning();
    await auditBlock(tx, userId, block!, false);
    return block!.id;
  });
  return (await findBlock(db, id))!;
}

export async function liftBlock(db: Db, userId: number, blockId: number, now: Date): Promise<DunningBlock> {
  await db.transaction(async (tx) => {
    const [block] = await tx.select().from(dunningBlocks).where(eq(dunningBlocks.id, blockId)).limit(1);
    if (!block) throw notFound(DUNNING_BLOCK_TEXTS.notFound);
    // Only one lift wins when two arrive at once: the update is conditional.
    const lifted = await tx
      .update(dunningBlocks)
      .set({ liftedAt: now.toISOString() })
      .where(and(eq(dunningBlocks.id, blockId), isNull(dunningBlocks.liftedAt)))
      .returning({ id: dunningBlocks.id });
    if (lifted.length === 0) throw conflict(DUNNING_BLOCK_TEXTS.alreadyLifted);
    await auditBlock(tx, userId, block, true);
  });
  return (await findBlock(db, blockId))!;
}
