// The offer mail: the offer PDF to the client login the calculation belongs to, sent at once
// through the mailer (offers/offer-documents.ts sendOffer).
import type { Company } from '../config';
import type { OfferDocument } from '../documents/offer-model';
import type { Mail } from '../plugins/mailer';

interface OfferFacts {
  offer: OfferDocument;
  recipientEmail: string;
  fileBase: string;
}

export function offerMail(company: Company, files: OfferFacts, objectDescription: string | undefined, pdf: Buffer): Mail {
  const subject = objectDescription ? `${files.offer.title}: ${objectDescription}` : files.offer.title;
  return {
    to: files.recipientEmail,
    subject,
    text: [
      'Guten Tag',
      '',
      `Vielen Dank für Ihre Anfrage. Im Anhang finden Sie unsere ${files.offer.title} (${files.offer.service}).`,
      'Sie können den Auftrag jederzeit online mit der Offerten-Nr. erteilen.',
      '',
      'Freundliche Grüsse',
      company.name,
    ].join('\n'),
    attachments: [{ filename: `${files.fileBase}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
