// The change confirmation (issue 20): after the client or an admin changed dates or times of
// an order's stages, one mail per edit lists each changed stage as old -> new.
import type { Company } from '../config';
import type { QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';
import { appointmentText, orderLabel, type Appointment, type OrderFacts } from './mail-texts';
import type { MailRecipients } from './order-recipients';

export interface StageMove {
  stageId: number;
  stageNumber: number;
  before: Appointment;
  after: Appointment;
}

const changeSubject = (orderId: number) => `Terminänderung: Auftrag Nr. ${orderId}`;

export function changeConfirmationMail(recipients: MailRecipients, order: OrderFacts, moves: StageMove[], company: Company): QueuedMail {
  return {
    to: recipients.to,
    ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
    subject: changeSubject(order.orderId),
    text: withLetterhead(
      [
        'Guten Tag',
        '',
        `Die Termine für Ihren ${orderLabel(order)} wurden geändert:`,
        '',
        ...moves.map((move) => `- Etappe ${move.stageNumber}: ${appointmentText(move.before)} → ${appointmentText(move.after)}`),
        '',
        'Objekt:',
        order.orderAddress,
        '',
        'Alle Termine sehen Sie unter «Ihre Aufträge». Stimmt etwas nicht, melden Sie sich bitte bei uns.',
      ],
      company,
    ),
  };
}
