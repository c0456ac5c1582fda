// Creating and updating a client company with its per-service settings; each change is
// audited with the fields that changed.
import { eq } from 'drizzle-orm';
import type { AdminClient, CreateClientBody, UpdateClientBody } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { lockNames } from '../../db/locks';
import { clients, clientServiceSettings } from '../../db/schema';
import { diffFields, recordAudit } from '../audit/record-audit';
import { checkClientBody, CLIENT_TYPE_IDS, DEFAULT_WAITING_TIME_AMOUNT_RP, type ClientValues } from './client-form';
import { loadClient } from './load-client';

function clientColumns(values: ClientValues) {
  const { settings: _settings, ...columns } = values;
  return columns;
}

async function writeSettings(tx: Db, clientId: number, settings: ClientValues['settings']): Promise<void> {
  for (const setting of settings ?? []) {
    await tx
      .insert(clientServiceSettings)
      .values({ clientId, ...setting })
      .onConflictDoUpdate({
        target: [clientServiceSettings.clientId, clientServiceSettings.typeId],
        set: { serviceEnabled: setting.serviceEnabled, discountPercent: setting.discountPercent },
      });
  }
}

/** New clients get every service enabled without discount unless the body says otherwise. */
export async function createClient(db: Db, adminId: number, body: CreateClientBody): Promise<AdminClient> {
  const values = checkClientBody(body, true);
  return db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ company: values.company!, waitingTimeAmountRp: DEFAULT_WAITING_TIME_AMOUNT_RP, ...clientColumns(values) })
      .returning({ id: clients.id });
    const clientId = client!.id;
    const given = new Map((values.settings ?? []).map((s) => [s.typeId, s]));
    await writeSettings(tx, clientId, CLIENT_TYPE_IDS.map((typeId) => given.get(typeId) ?? { typeId, serviceEnabled: true, discountPercent: 0 }));
    const answer = await loadClient(tx, clientId);
    await recordAudit(tx, { userId: adminId, entity: 'client', entityId: clientId, action: 'create', changes: { ...answer } });
    return answer;
  });
}

export async function updateClient(db: Db, adminId: number, body: UpdateClientBody): Promise<AdminClient> {
  const values = checkClientBody(body, false);
  return db.transaction(async (tx) => {
    // Read, compare, write: a second update of the client waits, so its audit 'from' is this one's 'to'.
    await lockNames(tx, [`client:${body.id}`]);
    const before = await loadClient(tx, body.id);
    const columns = clientColumns(values);
    const { waitingTimeAmountRp, ...rest } = columns;
    const changes: Record<string, unknown> = diffFields(before, { ...rest, ...(waitingTimeAmountRp === undefined ? {} : { waitingTimeAmount: waitingTimeAmountRp }) });
    for (const setting of values.settings ?? []) {
      const old = before.settings.find((s) => s.typeId === setting.typeId);
      const diff = old ? diffFields(old, setting) : { setting: { from: null, to: setting } };
      if (Object.keys(diff).length > 0) changes[`settings.${setting.typeId}`] = diff;
    }
    if (Object.keys(columns).length > 0) {
      await tx.update(clients).set({ ...columns, updatedAt: new Date().toISOString() }).where(eq(clients.id, body.id));
    }
    await writeSettings(tx, body.id, values.settings);
    if (Object.keys(changes).length > 0) await recordAudit(tx, { userId: adminId, entity: 'client', entityId: body.id, action: 'update', changes });
    return loadClient(tx, body.id);
  });
}
