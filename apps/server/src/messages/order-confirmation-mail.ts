// The order confirmation e-mail: to the client login the order belongs to, CC to the other
// users of the company who want copies (cc set, active, not deleted, e-mails allowed) and to
// the client's invoice e-mail (withInvoiceCopy, issue 20). It
// is queued in the order's transaction; its PDF is rendered from the order when it is sent.
// Switchable (customer-messages orderPlaced checks the setting); the letterhead is shared.
import { formatDate, serviceByTypeId, weekdayAbbreviation } from '@tragkraft/domain';
import type { Db } from '../db/open-database';
import type { Company } from '../config';
import { ccRecipients, withInvoiceCopy } from './order-recipients';
import type { MailQueue, QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';

/** The mail queue's render kind of the confirmation PDF (registered by the order routes). */
export const ORDER_CONFIRMATION_PDF = 'orderConfirmationPdf';

export const confirmationFileName = (orderId: number) => `Auftragsbestätigung ${orderId}.pdf`;

export interface OrderConfirmationFacts {
  orderId: number;
  typeId: number;
  to: string;
  cc: string[];
  orderAddress: string;
  stages: { date: string | null; time: string | null }[];
  company: Company;
}

/** The confirmation mail itself (also the settings screen's preview). */
export function orderConfirmationMail(args: OrderConfirmationFacts): QueuedMail {
  const service = serviceByTypeId(args.typeId)?.name ?? '';
  const dates = args.stages
    .filter((stage) => stage.date)
    .map((stage, i) => `- Etappe ${i + 1}: ${weekdayAbbreviation(stage.date!)} ${formatDate(stage.date!)}${stage.time ? ` ${stage.time}` : ''}`);
  return {
    to: args.to,
    cc: args.cc,
    subject: `Auftragsbestätigung Nr. ${args.orderId}`,
    text: withLetterhead(
      [
        'Guten Tag',
        '',
        `Vielen Dank für Ihren Auftrag Nr. ${args.orderId} (${service}).`,
        '',
        'Objekt:',
        args.orderAddress,
        '',
        'Termine:',
        ...dates,
        '',
        'Im Anhang finden Sie die Auftragsbestätigung. Sie können den Auftrag unter «Ihre Aufträge» bearbeiten.',
      ],
      args.company,
    ),
    attachments: [
      { filename: confirmationFileName(args.orderId), contentType: 'application/pdf', render: { kind: ORDER_CONFIRMATION_PDF, args: { orderId: args.orderId } } },
    ],
  };
}

export async function enqueueOrderConfirmation(
  queue: MailQueue,
  tx: Db,
  args: Omit<OrderConfirmationFacts, 'cc'> & { clientId: number; userId: number },
): Promise<void> {
  const { cc } = await withInvoiceCopy(tx, args.clientId, { to: [args.to], cc: await ccRecipients(tx, args.clientId, args.userId) });
  await queue.enqueue(tx, orderConfirmationMail({ ...args, cc }));
}
