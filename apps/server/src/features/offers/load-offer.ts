import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLoadableOffer } from '@tragkraft/domain';
import type { LoadOfferAnswer } from '@tragkraft/sync-protocol';
import { calculations } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { OfferOwner } from './offer-owner';

/** Loads a saved offer of the owner's company; any other number is simply not found. */
export async function loadOffer(app: FastifyInstance, owner: OfferOwner, offerId: number): Promise<LoadOfferAnswer> {
  const [row] = await app.db
    .select()
    .from(calculations)
    .where(and(eq(calculations.id, offerId), eq(calculations.clientId, owner.clientId)))
    .limit(1);
  if (!row) {
    throw new AppError(404, 'offernotfound', `Wir konnten die Offerte mit der Nummer ${offerId} leider nicht finden.`);
  }
  if (!isLoadableOffer(row.typeId)) {
    throw new AppError(400, 'badRequest', `Die Offerte ${offerId} kann nicht geladen werden (Dienst ${row.typeId}).`);
  }
  return { calcId: row.id, typeId: row.typeId, params: row.params, address: row.orderAddress };
}
