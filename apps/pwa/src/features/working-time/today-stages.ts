// The stages a person can name for a tap: today's operations from the lists stored on the
// phone (offline too), named as people know them (client, place).
import { useLiveQuery } from 'dexie-react-hooks';
import { zurichToday } from '@tragkraft/domain';
import type { EmployeePastItem, OperationListItem } from '@tragkraft/sync-protocol';
import { fieldDb } from '../../offline/field-db';
import { stageName } from '../../offline/stage-name';

export interface StageChoice {
  id: number;
  name: string;
}

/** Today's stages (from the stored lists), and every stored stage's name for the timeline. */
export function useStageChoices(userId: number, now: Date): { today: StageChoice[]; names: Map<number, string> } {
  const today = zurichToday(now);
  return (
    useLiveQuery(async () => {
      const lists = await fieldDb.lists.where('userId').equals(userId).toArray();
      const items = lists.flatMap((list): (OperationListItem | EmployeePastItem)[] => list.items).filter((item): item is OperationListItem => 'clientName' in item);
      const names = new Map(items.map((item) => [item.id, stageName(item)]));
      const todays = items.filter((item) => item.date === today);
      const unique = [...new Map(todays.map((item) => [item.id, { id: item.id, name: stageName({ ...item, date: null }) }])).values()];
      return { today: unique, names };
    }, [userId, today]) ?? { today: [], names: new Map() }
  );
}
