// The cancellation mail: the admin cancelled an order (admin-orders/cancel-order.ts); the
// client learns which order, which dates are off and why.
import { formatDate, serviceByTypeId } from '@tragkraft/domain';
import type { Company } from '../config';
import type { QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';
import type { MailRecipients } from './order-recipients';

interface CancelledOrder {
  id: number;
  typeId: number;
  orderNumber: string | null;
  orderAddress: string;
}

interface CancelledStage {
  stageNumber: number;
  date: string | null;
  time: string | null;
}

export function cancellationMail({ to, cc }: MailRecipients, order: CancelledOrder, orderStages: CancelledStage[], reason: string, company: Company): QueuedMail {
  const dates = orderStages.filter((s) => s.date).map((s) => `- Etappe ${s.stageNumber}: ${formatDate(s.date!)}${s.time ? ` ${s.time}` : ''}`);
  return {
    to,
    cc,
    subject: `Auftrag storniert: Nr. ${order.id}`,
    text: withLetterhead(
      [
        'Guten Tag',
        '',
        `Ihr Auftrag Nr. ${order.id} (${serviceByTypeId(order.typeId)?.name ?? ''}) wurde storniert.`,
        ...(order.orderNumber ? [`Ihre Auftragsnummer: ${order.orderNumber}`] : []),
        '',
        'Objekt:',
        order.orderAddress,
        ...(dates.length > 0 ? ['', 'Abgesagte Termine:', ...dates] : []),
        '',
        `Grund: ${reason}`,
        '',
        'Bei Fragen sind wir gerne für Sie da.',
      ],
      company,
    ),
  };
}
