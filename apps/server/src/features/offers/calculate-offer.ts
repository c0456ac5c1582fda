import { sql } from 'drizzle-orm';
import { calculatePrice, serviceByKey, validateCalculation, type CalculationInputs, type ServiceKey } from '@tragkraft/domain';
import type { FastifyInstance } from 'fastify';
import type { PriceAnswer } from '@tragkraft/sync-protocol';
import { calculations } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { loadClientPricing } from '../../db/client-pricing';
import { perConnection } from '../../db/per-connection';
import type { OfferOwner } from './offer-owner';

// Every price request stores its calculation: prepared once per connection (decision 010).
const insertCalculation = perConnection((db) =>
  db
    .insert(calculations)
    .values({
      clientId: sql.placeholder('clientId'),
      userId: sql.placeholder('userId'),
      createdByUserId: sql.placeholder('createdByUserId'),
      typeId: sql.placeholder('typeId'),
      params: sql.placeholder('params'),
      price: sql.placeholder('price'),
      totalRp: sql.placeholder('totalRp'),
    })
    .returning({ id: calculations.id })
    .prepare('insert_calculation'),
);

/**
 * Validates the input with the domain rules, prices it for the owner's company and stores the
 * calculation; its id is the offer number. The admin's answer also shows the discount.
 */
export async function calculateOffer<K extends ServiceKey>(
  app: FastifyInstance,
  args: { service: K; input: CalculationInputs[K]; owner: OfferOwner; createdByUserId: number | null; adminView: boolean; now: Date },
): Promise<PriceAnswer> {
  const { service, input, owner } = args;
  const typeId = serviceByKey(service)!.typeId;
  const client = await loadClientPricing(app.db, owner.clientId);
  if (!client) throw new AppError(404, 'notFound', 'Kunde nicht gefunden.');
  const check = validateCalculation(service, input, client, args.now);
  const disabled = check.errors.find((error) => error.code === 'serviceDisabled');
  if (disabled) throw new AppError(403, 'forbidden', disabled.text);
  if (check.errors.length > 0) {
    throw new AppError(400, 'validation', check.errors.map((error) => error.text).join(' '), { errors: check.errors });
  }
  const price = calculatePrice(service, input, client) as Record<string, number> & { total: number; rideCost: number };
  const [row] = await insertCalculation(app.db).execute({
    clientId: owner.clientId,
    userId: owner.userId,
    createdByUserId: args.createdByUserId,
    typeId,
    params: input,
    price,
    totalRp: price.total,
  });
  const { discountPercent, ...visible } = price;
  return {
    ...(args.adminView && discountPercent !== undefined ? { discountPercent } : {}),
    ...visible,
    calcId: row!.id,
    typeId,
    notes: check.notes,
  };
}
