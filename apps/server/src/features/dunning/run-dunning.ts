// The reminder run ("Mahnlauf"): for each invoice the admin picked from the proposals, the
// level due today is recorded, its mail (PDF rendered when it goes out) queued and the sending
// audit-logged, all in one transaction per invoice. The transaction takes the invoice's lock
// (the one sending, paying and booking payments take) and checks again what was sent, and the table's unique (invoice, level) is the
// last guard: two admins or instances running at once send each level once. An invoice with
// nothing due (paid, nothing open, under a Mahnsperre, not yet due, already sent today) is
// skipped with a reason. A client without an invoice e-mail gets no mail: the reminder is
// recorded all the same (sentTo '') and listed to print, its PDF rendered from the row.
import { eq } from 'drizzle-orm';
import { formatDate, isValidEmail, nextReminder, REMINDER_TITLES, reminderDue, splitEmails, zurichToday, type DunningRules, type ReminderProposal } from '@tragkraft/domain';
import { DUNNING_TEXTS, type DunningRunAnswer, type DunningRunBody, type SentReminder, type SkippedReminder } from '@tragkraft/sync-protocol';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../config';
import { isUniqueViolation } from '../../db/constraint-errors';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { invoiceReminders, invoices } from '../../db/schema';
import { paymentReminderMail } from '../../messages/payment-reminder-mail';
import { recordAudit } from '../audit/record-audit';
import { invoiceLock } from '../invoices/invoice-locks';
import { invoiceNumberOf } from '../invoices/invoice-target';
import { openItemDetails, type OpenItemDetail } from './open-items';

/** `to` is empty when the client has no valid invoice e-mail: the reminder is printed. */
type Decision = { skip: SkippedReminder } | { item: OpenItemDetail; due: ReminderProposal; to: string[] };

/** What may be sent for the invoice today, or why nothing. */
async function decideReminder(db: Db, rules: DunningRules, invoiceId: number, today: string): Promise<Decision> {
  const skip = (invoiceNumber: number | null, reason: string): Decision => ({ skip: { invoiceId, invoiceNumber, reason } });
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!invoice) return skip(null, DUNNING_TEXTS.invoiceNotFound);
  const number = invoiceNumberOf(invoice);
  if (!invoice.invoiceSentTime) return skip(number, DUNNING_TEXTS.notSent);
  if (invoice.invoicePaidTime) return skip(number, DUNNING_TEXTS.paid);
  const [item] = await openItemDetails(db, rules, today, invoiceId);
  if (!item) return skip(number, DUNNING_TEXTS.nothingOpen);
  if (item.block) return skip(number, DUNNING_TEXTS.blocked(formatDate(item.block.untilDate), item.block.reason));
  const last = item.lastReminder;
  if (last?.level === 3) return skip(number, DUNNING_TEXTS.allLevelsSent);
  const due = reminderDue({ dueDate: item.dueDate, openAmount: item.openAmount, paid: false, lastReminder: last }, rules, today);
  if (!due) {
    if (last && last.date === today) return skip(number, DUNNING_TEXTS.alreadySent(REMINDER_TITLES[last.level], formatDate(today)));
    const next = nextReminder({ dueDate: item.dueDate, openAmount: item.openAmount, paid: false, lastReminder: last }, rules)!;
    return skip(number, DUNNING_TEXTS.notDueYet(REMINDER_TITLES[next.level], formatDate(next.dueFrom)));
  }
  return { item, due, to: splitEmails(item.invoiceEmail).filter(isValidEmail) };
}

async function remindOne(tx: Db, app: FastifyInstance, company: Company, rules: DunningRules, invoiceId: number, userId: number, today: string): Promise<SentReminder | SkippedReminder> {
  // The invoice's own lock (send, mark paid, book a payment take it too): no payment is
  // booked between the open amount read here and the reminder written.
  await lockNames(tx, [invoiceLock(invoiceId)]);
  const decision = await decideReminder(tx, rules, invoiceId, today);
  if ('skip' in decision) return decision.skip;
  const { item, due, to } = decision;
  const [reminder] = await tx
    .insert(invoiceReminders)
    .values({ invoiceId, level: due.level, openAmountRp: item.openAmount, feeRp: due.fee, reminderDate: today, sentTo: to.join(', '), userId })
    .returning({ id: invoiceReminders.id });
  const reminderId = reminder!.id;
  const printed = to.length === 0;
  if (!printed) await app.mailQueue.enqueue(tx, paymentReminderMail(company, item, due, to, reminderId));
  const title = REMINDER_TITLES[due.level];
  await recordAudit(tx, {
    userId,
    entity: 'invoice',
    entityId: invoiceId,
    action: printed ? 'reminderPrinted' : 'reminderSent',
    changes: { reminderId, level: due.level, title, openAmount: item.openAmount, fee: due.fee, amount: due.amount, ...(printed ? {} : { sentTo: to.join(', ') }) },
  });
  return { reminderId, invoiceId, invoiceNumber: item.invoiceNumber, clientName: item.clientName, level: due.level, title, fee: due.fee, amount: due.amount, sentTo: to.join(', ') };
}

export async function runDunning(app: FastifyInstance, company: Company, rules: DunningRules, body: DunningRunBody, userId: number, now: Date): Promise<DunningRunAnswer> {
  const today = zurichToday(now);
  const answer: DunningRunAnswer = { sent: [], toPrint: [], skipped: [] };
  for (const invoiceId of [...new Set(body.invoiceIds)]) {
    let outcome: SentReminder | SkippedReminder;
    try {
      outcome = await app.db.transaction(async (tx) => remindOne(tx, app, company, rules, invoiceId, userId, today));
    } catch (error) {
      // Another run recorded this level first (the unique index): nothing was sent twice.
      if (!isUniqueViolation(error)) throw error;
      const decision = await decideReminder(app.db, rules, invoiceId, today);
      outcome = 'skip' in decision ? decision.skip : { invoiceId, invoiceNumber: decision.item.invoiceNumber, reason: DUNNING_TEXTS.alreadySent(REMINDER_TITLES[decision.due.level], formatDate(today)) };
    }
    if (!('reminderId' in outcome)) answer.skipped.push(outcome);
    else if (outcome.sentTo === '') answer.toPrint.push(outcome);
    else answer.sent.push(outcome);
  }
  if (answer.sent.length > 0) void app.mailQueue.flush().catch((err: unknown) => app.log.error({ err }, 'mail queue run failed'));
  return answer;
}
