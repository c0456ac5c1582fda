// Mahnsperre (issue 28 §4, decision 022): the blocks in force on a day and the list the office
// sees. A block stops reminders for one invoice, or for every invoice of a client, up to and
// including its end date, unless it was lifted before.
import { and, asc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { DunningBlock, OpenItemBlock } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, dunningBlocks, invoices, orders, stages, users } from '../../db/schema';
import { invoiceNumberOf } from '../invoices/invoice-target';

type BlockRow = typeof dunningBlocks.$inferSelect;

/** In force on `today` (Zurich): not lifted and its end date not passed. */
const inForce = (today: string): SQL => and(isNull(dunningBlocks.liftedAt), gte(dunningBlocks.untilDate, today))!;

/** The blocks in force by invoice and by client; `of` picks an open item's block. */
export async function blocksInForce(db: Db, today: string) {
  const rows = await db.select().from(dunningBlocks).where(inForce(today));
  const byInvoice = new Map<number, BlockRow[]>();
  const byClient = new Map<number, BlockRow[]>();
  for (const row of rows) {
    const [map, key] = row.invoiceId !== null ? [byInvoice, row.invoiceId] : [byClient, row.clientId!];
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  /** The invoice's own block or its client's; of several, the one lasting longest. */
  const of = (invoiceId: number, clientId: number): OpenItemBlock | null => {
    const own = (byInvoice.get(invoiceId) ?? []).map((row) => ({ row, scope: 'invoice' as const }));
    const client = (byClient.get(clientId) ?? []).map((row) => ({ row, scope: 'client' as const }));
    const [longest] = [...own, ...client].sort((a, b) => b.row.untilDate.localeCompare(a.row.untilDate));
    return longest ? { blockId: longest.row.id, scope: longest.scope, reason: longest.row.reason, untilDate: longest.row.untilDate } : null;
  };
  return { of };
}

/** The blocks as listed: with the invoice's number and the client (an invoice's through its order). */
async function blockList(db: Db, where: SQL): Promise<DunningBlock[]> {
  const rows = await db
    .select({ block: dunningBlocks, invoice: invoices, clientId: clients.id, clientName: clients.company, firstName: users.firstName, lastName: users.lastName })
    .from(dunningBlocks)
    .leftJoin(invoices, eq(invoices.id, dunningBlocks.invoiceId))
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .leftJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, sql`coalesce(${dunningBlocks.clientId}, ${orders.clientId})`))
    .leftJoin(users, eq(users.id, dunningBlocks.createdByUserId))
    .where(where)
    .orderBy(asc(dunningBlocks.untilDate), asc(dunningBlocks.id));
  return rows.map(({ block, invoice, clientId, clientName, firstName, lastName }) => ({
    blockId: block.id,
    invoiceId: block.invoiceId,
    invoiceNumber: invoice ? invoiceNumberOf(invoice) : null,
    clientId,
    clientName,
    reason: block.reason,
    untilDate: block.untilDate,
    liftedAt: block.liftedAt,
    createdAt: block.createdAt,
    createdBy: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
}

/** Every block in force on `today`, the soonest ending first. */
export const listBlocksInForce = (db: Db, today: string) => blockList(db, inForce(today));

/** One block as listed, or undefined. */
export async function findBlock(db: Db, blockId: number): Promise<DunningBlock | undefined> {
  const [block] = await blockList(db, eq(dunningBlocks.id, blockId));
  return block;
}
