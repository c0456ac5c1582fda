// The day-before reminder (issue 20): sent the working day before a stage at the reminder
// hour, with the time, the address and what the client should prepare on site.
import type { Company } from '../config';
import type { QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';
import { appointmentText, orderLabel, type Appointment, type OrderFacts } from './mail-texts';
import type { MailRecipients } from './order-recipients';

const PREPARE_TEXT = 'Bitte sorgen Sie für freien Zugang und reservieren Sie den Lift.';

const reminderSubject = (orderId: number, at: Appointment) => `Erinnerung: unser Einsatz am ${appointmentText(at)} (Auftrag Nr. ${orderId})`;

export function reminderMail(recipients: MailRecipients, order: OrderFacts, stage: Appointment & { stageNumber: number }, company: Company): QueuedMail {
  return {
    to: recipients.to,
    ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
    subject: reminderSubject(order.orderId, stage),
    text: withLetterhead(
      [
        'Guten Tag',
        '',
        `Wir erinnern Sie an unseren Einsatz für Ihren ${orderLabel(order)}, Etappe ${stage.stageNumber}:`,
        '',
        `Termin: ${appointmentText(stage)}`,
        'Adresse:',
        order.orderAddress,
        '',
        PREPARE_TEXT,
        '',
        `Bei Fragen erreichen Sie uns unter ${company.phone}.`,
      ],
      company,
    ),
  };
}
