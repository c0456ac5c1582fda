// The preview of a reminder run: the open items whose next level is due today, with the level,
// its fee, the amount the reminder will ask for and where it will be sent ('' = to print). An
// item under a Mahnsperre stays listed with its block, so the screen can say why it is not sent.
import { isValidEmail, REMINDER_TITLES, reminderDue, splitEmails, zurichToday, type DunningRules } from '@tragkraft/domain';
import type { DunningProposal } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { openItemDetails, openItemOf } from './open-items';

export async function dunningProposals(db: Db, rules: DunningRules, now: Date): Promise<DunningProposal[]> {
  const today = zurichToday(now);
  const proposals: DunningProposal[] = [];
  for (const item of await openItemDetails(db, rules, today)) {
    const due = reminderDue({ dueDate: item.dueDate, openAmount: item.openAmount, paid: false, lastReminder: item.lastReminder }, rules, today);
    if (!due) continue;
    proposals.push({
      ...openItemOf(item),
      level: due.level,
      title: REMINDER_TITLES[due.level],
      fee: due.fee,
      amount: due.amount,
      sendTo: splitEmails(item.invoiceEmail).filter(isValidEmail).join(', '),
    });
  }
  return proposals;
}
