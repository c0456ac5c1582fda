// Who gets a customer mail about an order: the client login that placed it, with the
// company's other logins that want copies in cc (ccRecipients: cc set, active, not deleted,
// e-mails allowed). When the orderer can no longer be reached (deleted, inactive, no e-mails),
// the first copy recipient takes its place, else the client's invoice e-mail. Orders have no
// invoice address of their own (decision 025): the client's invoice e-mail gets a copy of the
// mails about what is ordered and billed (withInvoiceCopy), not of the practical ones.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { splitEmails } from '@tragkraft/domain';
import type { Db } from '../db/open-database';
import { clients, users } from '../db/schema';

export interface MailRecipients {
  to: string[];
  cc: string[];
}

export async function ccRecipients(db: Pick<Db, 'select'>, clientId: number, exceptUserId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        ne(users.id, exceptUserId),
        eq(users.cc, true),
        eq(users.inactive, false),
        eq(users.noEmail, false),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((user) => user.email);
}

export async function orderRecipients(db: Db, order: { clientId: number; userId: number }): Promise<MailRecipients> {
  const [orderer] = await db.select().from(users).where(eq(users.id, order.userId)).limit(1);
  const cc = await ccRecipients(db, order.clientId, order.userId);
  if (orderer && orderer.deletedAt === null && !orderer.inactive && !orderer.noEmail) return { to: [orderer.email], cc };
  if (cc.length > 0) return { to: cc.slice(0, 1), cc: cc.slice(1) };
  const [client] = await db.select({ invoiceEmail: clients.invoiceEmail }).from(clients).where(eq(clients.id, order.clientId)).limit(1);
  return { to: splitEmails(client?.invoiceEmail ?? ''), cc: [] };
}

/**
 * The client's invoice e-mail(s) added in copy: for the order and the change confirmation,
 * which state what is ordered at which price and date (issue 20: "the invoice address where
 * it fits"); an address already among the recipients is not added twice.
 */
export async function withInvoiceCopy(db: Db, clientId: number, recipients: MailRecipients): Promise<MailRecipients> {
  const [client] = await db.select({ invoiceEmail: clients.invoiceEmail }).from(clients).where(eq(clients.id, clientId)).limit(1);
  const known = new Set([...recipients.to, ...recipients.cc].map((email) => email.toLowerCase()));
  const copies = splitEmails(client?.invoiceEmail ?? '').filter((email) => !known.has(email.toLowerCase()));
  return { to: recipients.to, cc: [...recipients.cc, ...copies] };
}
