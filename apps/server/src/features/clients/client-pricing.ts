import { eq } from 'drizzle-orm';
import type { ClientPricing, WashingCategory } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import { clients, clientServiceSettings } from '../../db/schema';

/** The client's settings that change a price, as domain's pricing wants them. */
export function loadClientPricing(db: Db, clientId: number): ClientPricing | undefined {
  const client = db.select().from(clients).where(eq(clients.id, clientId)).get();
  if (!client) return undefined;
  const settings = db
    .select({ typeId: clientServiceSettings.typeId, serviceEnabled: clientServiceSettings.serviceEnabled, discountPercent: clientServiceSettings.discountPercent })
    .from(clientServiceSettings)
    .where(eq(clientServiceSettings.clientId, clientId))
    .all();
  return {
    settings,
    special: client.special ?? null,
    applianceMakerPricing: client.applianceMakerPricing,
    washingDisposal: (client.disposalOverrides ?? undefined) as Partial<Record<WashingCategory, number>> | undefined,
  };
}
