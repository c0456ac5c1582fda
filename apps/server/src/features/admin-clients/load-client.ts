import { asc, eq } from 'drizzle-orm';
import type { AdminClient } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { clients, clientServiceSettings } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { CLIENT_TYPE_IDS } from './client-form';

type ClientRow = typeof clients.$inferSelect;
type SettingRow = typeof clientServiceSettings.$inferSelect;

/** A service without a stored setting counts as disabled (domain: availability is opt-in). */
function toAnswer(client: ClientRow, settings: SettingRow[]): AdminClient {
  return {
    id: client.id,
    company: client.company,
    address: client.address,
    invoiceEmail: client.invoiceEmail,
    special: client.special ?? null,
    applianceMakerPricing: client.applianceMakerPricing,
    waitingTimeAmount: client.waitingTimeAmountRp,
    settings: CLIENT_TYPE_IDS.map((typeId) => {
      const own = settings.find((s) => s.typeId === typeId);
      return { typeId, serviceEnabled: own?.serviceEnabled ?? false, discountPercent: own?.discountPercent ?? 0 };
    }),
  };
}

export async function loadClient(db: Db, clientId: number): Promise<AdminClient> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound('Kunde nicht gefunden.');
  const settings = await db.select().from(clientServiceSettings).where(eq(clientServiceSettings.clientId, clientId));
  return toAnswer(client, settings);
}

/** Every client company, by name. */
export async function listClients(db: Db): Promise<AdminClient[]> {
  const all = await db.select().from(clients).orderBy(asc(clients.company), asc(clients.id));
  const settings = await db.select().from(clientServiceSettings);
  return all.map((client) => toAnswer(client, settings.filter((s) => s.clientId === client.id)));
}
