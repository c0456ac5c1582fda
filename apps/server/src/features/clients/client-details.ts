import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientDetails } from '@tragkraft/sync-protocol';
import { clients, orders } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { loadClientPricing } from '../../db/client-pricing';

const LIST_LIMIT = 50;

function distinctBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The client's details for the offer screen: settings and suggestions from earlier orders. */
export async function clientDetails(app: FastifyInstance, clientId: number): Promise<Omit<ClientDetails, 'providerPhone'>> {
  const [client] = await app.db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  const pricing = await loadClientPricing(app.db, clientId);
  if (!client || !pricing) throw notFound('Kunde nicht gefunden.');
  const past = await app.db
    .select({
      orderAddress: orders.orderAddress,
      orderAddressType: orders.orderAddressType,
      driveKilometers: orders.driveKilometers,
      contactFiller: orders.contactFiller,
      contactFillerPhone: orders.contactFillerPhone,
      contactDriver: orders.contactDriver,
      contactDriverPhone: orders.contactDriverPhone,
    })
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return {
    id: client.id,
    company: client.company,
    special: client.special ?? null,
    applianceMakerPricing: client.applianceMakerPricing,
    settings: pricing.settings,
    washingDisposal: pricing.washingDisposal ?? {},
    fillerList: distinctBy(past.map((o) => ({ name: o.contactFiller, phone: o.contactFillerPhone })), (c) => c.name).slice(0, LIST_LIMIT),
    driverList: distinctBy(past.map((o) => ({ name: o.contactDriver, phone: o.contactDriverPhone })), (c) => c.name).slice(0, LIST_LIMIT),
    serviceAddressList: distinctBy(
      past.map((o) => ({ address: o.orderAddress, addressType: o.orderAddressType, kilometers: o.driveKilometers })),
      (a) => a.address,
    ).slice(0, LIST_LIMIT),
  };
}
