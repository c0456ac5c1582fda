// Sends the invoice PDF by e-mail to one or several addresses (default: the client's billing
// e-mails). The mail is queued in the transaction that records the sending and goes out after
// the commit; its PDF is rendered from the invoice when it is sent (the invoice can no longer
// change by then). A paid invoice is not sent again.
import { eq } from 'drizzle-orm';
import { INVOICE_MAX_RECIPIENTS, INVOICE_TEXTS, type InvoiceState, type SendInvoiceBody } from '@tragkraft/sync-protocol';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../config';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { clients, invoices, orders, stages } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/errors';
import { invoiceMail } from '../../messages/invoice-mail';
import { invoiceLock } from './invoice-locks';
import { findInvoice, invoiceNumberOf, type InvoiceRow } from './invoice-target';
import { invoiceState } from './invoice-state';

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

/** The recipients: each address checked, no line breaks (header injection), no duplicates. */
function parseRecipients(given: string | null | undefined, fallback: string): string[] {
  const raw = given?.trim() ? given : fallback;
  if (/[\r\n]/.test(raw)) throw badRequest(INVOICE_TEXTS.lineBreakNotAllowed);
  const seen = new Set<string>();
  const list: string[] = [];
  for (const address of raw.split(/[,;]/).map((part) => part.trim()).filter(Boolean)) {
    if (!ADDRESS.test(address) || address.length > 254) throw badRequest(INVOICE_TEXTS.emailInvalid(address));
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    list.push(address);
  }
  if (list.length === 0) throw badRequest(INVOICE_TEXTS.emailMissing);
  if (list.length > INVOICE_MAX_RECIPIENTS) throw badRequest(INVOICE_TEXTS.tooManyRecipients);
  return list;
}

async function clientOf(db: Pick<Db, 'select'>, invoice: InvoiceRow) {
  let orderId = invoice.serviceOrderId;
  if (orderId === null) {
    const [stage] = await db.select({ orderId: stages.orderId }).from(stages).where(eq(stages.id, invoice.stageId!)).limit(1);
    orderId = stage!.orderId;
  }
  const [client] = await db.select({ company: clients.company, invoiceEmail: clients.invoiceEmail }).from(orders).innerJoin(clients, eq(clients.id, orders.clientId)).where(eq(orders.id, orderId)).limit(1);
  return client!;
}

export async function sendInvoice(app: FastifyInstance, company: Company, body: SendInvoiceBody, now: Date, fileNameOf: (clientName: string, number: number) => string): Promise<InvoiceState> {
  const state = await app.db.transaction(async (tx) => {
    // Marked paid or re-created at the same moment: the state is read under the invoice's lock.
    await lockNames(tx, [invoiceLock(body.invoiceId)]);
    const invoice = await findInvoice(tx, body.invoiceId);
    if (invoice.invoicePaidTime) throw conflict(INVOICE_TEXTS.alreadyPaid);
    const client = await clientOf(tx, invoice);
    const to = parseRecipients(body.email, client.invoiceEmail);
    const number = invoiceNumberOf(invoice);
    const message = body.message?.trim() || null;
    await app.mailQueue.enqueue(tx, invoiceMail(company, to, number, invoice.totalRp, message, fileNameOf(client.company, number), invoice.id));
    const [updated] = await tx
      .update(invoices)
      .set({ invoiceSentTime: invoice.invoiceSentTime ?? now.toISOString(), sentTo: to.join(', '), sentMessage: message })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return invoiceState(updated!);
  });
  void app.mailQueue.flush().catch((err: unknown) => app.log.error({ err }, 'mail queue run failed'));
  return state;
}
