// The stages a person can name for a tap: today's operations from the lists stored on the
// phone (offline too), named as people know them: time, client and the whole address (two
// stages of one client on one day differ by their street).
import { useLiveQuery } from 'dexie-react-hooks';
import { zurichToday } from '@tragkraft/domain';
import type { EmployeePastItem, OperationListItem } from '@tragkraft/sync-protocol';
import { fieldDb } from '../../offline/field-db';

export interface StageChoice {
  id: number;
  name: string;
}

/** '07:00 Muster AG, Feldweg 12, 8000 Zürich'. */
function choiceName(item: OperationListItem): string {
  const address = item.address.split('\n').map((line) => line.trim()).filter(Boolean).join(', ');
  return `${item.time ? `${item.time} ` : ''}${item.clientName.trim()}, ${address}`;
}

/** Today's stages (from the stored lists), and every stored stage's name for the timeline. */
export function useStageChoices(userId: number, now: Date): { today: StageChoice[]; names: Map<number, string> } {
  const today = zurichToday(now);
  return (
    useLiveQuery(async () => {
      const lists = await fieldDb.lists.where('userId').equals(userId).toArray();
      const items = lists.flatMap((list): (OperationListItem | EmployeePastItem)[] => list.items).filter((item): item is OperationListItem => 'clientName' in item);
      const names = new Map(items.map((item) => [item.id, choiceName(item)]));
      const todays = [...new Map(items.filter((item) => item.date === today).map((item) => [item.id, { id: item.id, name: choiceName(item) }])).values()];
      return { today: todays, names };
    }, [userId, today]) ?? { today: [], names: new Map() }
  );
}
