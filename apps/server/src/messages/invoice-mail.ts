// The invoice mail: the invoice PDF (rendered from the invoice when the mail is sent) with
// the admin's own text, or else a short standard text with the amount and the payment term.
import { formatChf } from '@tragkraft/domain';
import type { Company } from '../config';
import { paymentTerm } from '../documents/invoice-model';
import { CONTENT_TYPES } from '../plugins/file-reply';
import type { QueuedMail } from '../plugins/mail-queue';

/** The mail queue's render kind of the invoice PDF (registered by the invoice routes). */
export const INVOICE_PDF = 'invoicePdf';

export function invoiceMail(company: Company, to: string[], number: number, total: number, message: string | null | undefined, fileName: string, invoiceId: number): QueuedMail {
  const text = message?.trim()
    ? message.trim()
    : [
        'Guten Tag',
        '',
        `Im Anhang erhalten Sie unsere Rechnung Nr. ${number} über CHF ${formatChf(total)}, zahlbar ${paymentTerm(company.paymentDays)} netto mit dem QR-Zahlteil.`,
        '',
        'Freundliche Grüsse',
        company.name,
      ].join('\n');
  return {
    to,
    subject: `Rechnung Nr. ${number} – ${company.name}`,
    text,
    attachments: [{ filename: fileName, contentType: CONTENT_TYPES.pdf, render: { kind: INVOICE_PDF, args: { invoiceId } } }],
  };
}
