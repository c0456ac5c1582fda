// E-mails to the customer about an operation: a damage was reported (a new damage image was
// saved); the Arbeitsrapport mail is report-mail.ts. Recipients: the client login
// that placed the order, with the company's other logins that want copies (cc) in cc;
// logins that are deleted or want no e-mails are left out. Mails are queued in mail_queue in
// the transaction of the change and sent after the commit; a failed send is logged and
// retried by the queue, and never undoes the change.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate, formatTime, isValidIsoDate } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { users } from '../../db/schema';
import type { Company } from '../../config';
import type { QueuedMail } from '../../plugins/mail-queue';
import { withLetterhead } from '../customer-messages/letterhead';

export interface Recipients {
  to: string[];
  cc: string[];
}

export async function customerRecipients(db: Db, order: { clientId: number; orderUserId: number }): Promise<Recipients> {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, cc: users.cc, noEmail: users.noEmail })
    .from(users)
    .where(and(eq(users.clientId, order.clientId), isNull(users.deletedAt)));
  const logins = rows.filter((u) => !u.noEmail && (u.role === 'client' || u.role === 'clerk'));
  const to = logins.filter((u) => u.id === order.orderUserId).map((u) => u.email);
  const cc = logins.filter((u) => u.id !== order.orderUserId && u.cc).map((u) => u.email);
  return to.length > 0 ? { to, cc } : { to: cc, cc: [] };
}

export interface StageMailFacts {
  stageId: number;
  orderId: number;
  orderNumber: string;
  date: string | null;
  time: string | null;
  address: string;
}

const when = (f: StageMailFacts) => (f.date && isValidIsoDate(f.date) ? `${formatDate(f.date)}, ${formatTime(f.time)}` : 'ohne Datum');
const orderLabel = (f: StageMailFacts) => (f.orderNumber ? `Auftrag ${f.orderId} (${f.orderNumber})` : `Auftrag ${f.orderId}`);
const reportLink = (publicUrl: string, stageId: number) => `${publicUrl}/operation-report/${stageId}`;

export function damageMail(recipients: Recipients, facts: StageMailFacts, comments: string[], publicUrl: string, company: Company): QueuedMail {
  return {
    to: recipients.to,
    ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
    subject: `Schaden gemeldet: ${orderLabel(facts)}`,
    text: withLetterhead(
      [
        'Guten Tag',
        '',
        `Bei unserem Einsatz vom ${when(facts)} (${orderLabel(facts)}) wurde ein Schaden gemeldet.`,
        '',
        'Adresse:',
        facts.address,
        '',
        'Gemeldete Schäden:',
        ...comments.map((c) => `- ${c.trim() || '(ohne Kommentar)'}`),
        '',
        `Den Bericht mit den Bildern finden Sie hier: ${reportLink(publicUrl, facts.stageId)}`,
      ],
      company,
    ),
  };
}

/** Sends the queued mails now, without failing the caller (the queue retries later). */
export function flushLogged(app: FastifyInstance): void {
  void app.mailQueue.flush().catch((error: unknown) => app.log.error({ err: error }, 'customer mail not sent'));
}
