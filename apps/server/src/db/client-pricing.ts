import { eq, sql } from 'drizzle-orm';
import type { ClientPricing, WashingCategory } from '@tragkraft/domain';
import type { Db } from './open-database';
import { perConnection } from './per-connection';
import { clients, clientServiceSettings } from './schema';

// Read on every price request: prepared once (decision 010).
const pricingStatements = perConnection((db) => ({
  client: db
    .select({ special: clients.special, applianceMakerPricing: clients.applianceMakerPricing, disposalOverrides: clients.disposalOverrides })
    .from(clients)
    .where(eq(clients.id, sql.placeholder('clientId')))
    .prepare('client_pricing'),
  settings: db
    .select({ typeId: clientServiceSettings.typeId, serviceEnabled: clientServiceSettings.serviceEnabled, discountPercent: clientServiceSettings.discountPercent })
    .from(clientServiceSettings)
    .where(eq(clientServiceSettings.clientId, sql.placeholder('clientId')))
    .prepare('client_service_settings'),
}));

/** The client's settings that change a price, as domain's pricing wants them. */
export async function loadClientPricing(db: Db, clientId: number): Promise<ClientPricing | undefined> {
  const statements = pricingStatements(db);
  const [client] = await statements.client.execute({ clientId });
  if (!client) return undefined;
  return {
    settings: await statements.settings.execute({ clientId }),
    special: client.special ?? null,
    applianceMakerPricing: client.applianceMakerPricing,
    washingDisposal: (client.disposalOverrides ?? undefined) as Partial<Record<WashingCategory, number>> | undefined,
  };
}
