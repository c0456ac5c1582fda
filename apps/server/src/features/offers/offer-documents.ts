import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../config';
import { calculations, clients, users } from '../../db/schema';
import { buildOfferDocument, type OfferDocument } from '../../documents/offer-model';
import { renderOfferDocx } from '../../documents/offer-docx';
import { renderOfferPdf } from '../../documents/offer-pdf';
import type { Session } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { offerMail } from '../../messages/offer-mail';

export interface OfferFiles {
  offer: OfferDocument;
  recipientEmail: string;
  fileBase: string;
}

/**
 * Loads a calculation the caller may see (admins any, clients their company's) and builds its
 * document; object description and address given now are stored with the offer.
 */
export async function loadOfferForDocument(
  app: FastifyInstance,
  session: Session,
  calcId: number,
  object?: { objectDescription?: string; orderAddress?: string },
): Promise<OfferFiles> {
  const [row] = await app.db
    .select({ calc: calculations, company: clients.company, companyAddress: clients.address, userEmail: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(calculations)
    .innerJoin(clients, eq(clients.id, calculations.clientId))
    .innerJoin(users, eq(users.id, calculations.userId))
    .where(eq(calculations.id, calcId))
    .limit(1);
  if (!row || (session.role !== 'admin' && row.calc.clientId !== session.clientId)) {
    throw new AppError(404, 'offernotfound', `Wir konnten die Offerte mit der Nummer ${calcId} leider nicht finden.`);
  }
  if (object && (object.objectDescription !== undefined || object.orderAddress !== undefined)) {
    await app.db
      .update(calculations)
      .set({ objectDescription: object.objectDescription ?? row.calc.objectDescription, orderAddress: object.orderAddress ?? row.calc.orderAddress })
      .where(eq(calculations.id, calcId));
  }
  const offer = buildOfferDocument({
    calcId,
    createdAt: new Date(row.calc.createdAt),
    typeId: row.calc.typeId,
    params: row.calc.params,
    price: row.calc.price as Record<string, number>,
    company: row.company,
    companyAddress: row.companyAddress,
    contactName: `${row.firstName} ${row.lastName}`.trim(),
    objectDescription: object?.objectDescription ?? row.calc.objectDescription,
    orderAddress: object?.orderAddress ?? row.calc.orderAddress,
  });
  return { offer, recipientEmail: row.userEmail, fileBase: `Offerte ${calcId}` };
}

export function renderOffer(company: Company, files: OfferFiles, format: 'pdf' | 'docx'): Promise<Buffer> {
  return format === 'pdf' ? renderOfferPdf(company, files.offer) : renderOfferDocx(company, files.offer);
}

/** E-mails the offer PDF to the client login it belongs to. */
export async function sendOffer(
  app: FastifyInstance,
  company: Company,
  session: Session,
  body: { calcId: number; objectDescription?: string; orderAddress?: string },
): Promise<string> {
  const files = await loadOfferForDocument(app, session, body.calcId, body);
  const pdf = await renderOfferPdf(company, files.offer);
  await app.mailer.send(offerMail(company, files, body.objectDescription, pdf));
  return files.recipientEmail;
}
