// The invoices an unmatched payment can be assigned to: not marked paid, newest first, with
// the client and what is still open (received.ts).
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { OpenInvoice } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, invoices, orders, stages } from '../../db/schema';
import { balanceFrom, NOTHING_RECEIVED, receivedByInvoice } from '../invoices/received';
import { invoiceNumberOf } from '../invoices/invoice-target';

const LIMIT = 500;

export async function openInvoices(db: Db): Promise<OpenInvoice[]> {
  const rows = await db
    .select({ invoice: invoices, clientName: clients.company })
    .from(invoices)
    .leftJoin(stages, eq(stages.id, invoices.stageId))
    .innerJoin(orders, eq(orders.id, sql`coalesce(${stages.orderId}, ${invoices.serviceOrderId})`))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(isNull(invoices.invoicePaidTime))
    .orderBy(desc(invoices.year), desc(invoices.sequence))
    .limit(LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.invoice.id);
  const received = await receivedByInvoice(db, ids);
  return rows.map(({ invoice, clientName }) => ({
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumberOf(invoice),
    clientName,
    total: invoice.totalRp,
    openAmount: balanceFrom(invoice, received.get(invoice.id) ?? NOTHING_RECEIVED).openAmount,
    invoiceSentTime: invoice.invoiceSentTime,
  }));
}
