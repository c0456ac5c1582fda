// The operations of queued items as a person knows them, read from what the phone stores.
import { detailKey, fieldDb } from './field-db';
import { stageName } from './stage-name';

/** Client, place and date of the user's operations, from the stored details, else the lists. */
export async function readStageNames(userId: number, stageIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (stageIds.length === 0) return names;
  const details = await fieldDb.details.bulkGet(stageIds.map((id) => detailKey(userId, id)));
  for (const stored of details) if (stored) names.set(stored.stageId, stageName(stored.detail));
  if (names.size < new Set(stageIds).size) {
    for (const list of await fieldDb.lists.where('userId').equals(userId).toArray()) {
      for (const item of list.items) if ('clientName' in item && !names.has(item.id)) names.set(item.id, stageName(item));
    }
  }
  return names;
}
