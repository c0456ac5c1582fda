// The invoices an unmatched payment can be assigned to: not marked paid, newest first, with
// the client and what is still open (total minus the payments booked on them).
import { desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { OpenInvoice } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, invoices, orders, payments, stages } from '../../db/schema';
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
  const sums = await db.select({ invoiceId: payments.invoiceId, amount: sum(payments.amountRp) }).from(payments).where(inArray(payments.invoiceId, ids)).groupBy(payments.invoiceId);
  const received = new Map(sums.map((r) => [r.invoiceId, Number(r.amount ?? 0)]));
  return rows.map(({ invoice, clientName }) => ({
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumberOf(invoice),
    clientName,
    total: invoice.totalRp,
    openAmount: Math.max(0, invoice.totalRp - (received.get(invoice.id) ?? 0)),
    invoiceSentTime: invoice.invoiceSentTime,
  }));
}
