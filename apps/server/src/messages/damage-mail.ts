// The e-mail to the customer that a damage was reported at an operation (a new damage image
// was saved); the Arbeitsrapport mail is report-mail.ts, the recipients stage-recipients.ts.
// Mails are queued in mail_queue in the transaction of the change and sent after the commit;
// a failed send is logged and retried by the queue, and never undoes the change.
import { formatDate, formatTime, isValidIsoDate } from '@tragkraft/domain';
import type { Company } from '../config';
import type { QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';
import type { StageMailFacts } from './mail-texts';
import type { Recipients } from './stage-recipients';

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
