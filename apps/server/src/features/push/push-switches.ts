// Which push messages are sent at all (decision 024). Every "should this kind go out" passes
// here, so one switch decides it for every trigger.
import type { Db } from '../../db/open-database';

export type PushSwitch = 'pushAssignment' | 'pushStageChanged' | 'pushConfirmReminder';

/**
 * Whether messages of this kind are sent. Always yes for now: the admin's settings screen
 * (issue 20, built in parallel) stores the switches, and this reads them once it exists.
 */
export async function pushAllowed(_db: Db, _kind: PushSwitch): Promise<boolean> {
  return true;
}
