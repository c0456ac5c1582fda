// "Übernehmen" of a suggested day order (issue 33, decision 035): every stage gets its start
// time in ONE transaction, all or none. The versions the admin saw are checked first, under
// the locks of all the orders and stages (taken in one order: order ids, then stage ids, so
// two admins applying overlapping days cannot deadlock); every stage changed meanwhile is one
// reason of the 409 'stale'. Then each stage is a board move with its time (the order modal's
// rules, the client's change confirmation, the staff's push), in the caller's transaction.
import { eq, inArray } from 'drizzle-orm';
import { formatDate } from '@tragkraft/domain';
import type { ApplyOrderAnswer, ApplyOrderBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { stages } from '../../db/schema';
import type { CustomerMessages } from '../customer-messages/customer-messages';
import type { DailyCapacity } from '../orders/capacity';
import { orderLockName } from '../orders/ownership';
import { lockStage } from '../stages/stage-access';
import { BOARD_TEXTS, refusal } from './board-refusal';
import { moveStage } from './move-stage';
import type { SitePlaces } from './site-places';

const stageName = (stage: { orderId: number; stageNumber: number }) => `Auftrag ${stage.orderId}, Etappe ${stage.stageNumber}`;

export async function applyOrder(
  tx: Db,
  deps: { messages: Pick<CustomerMessages, 'stagesChanged'>; capacity: DailyCapacity; places: SitePlaces },
  adminId: number,
  body: ApplyOrderBody,
  now: Date,
): Promise<ApplyOrderAnswer> {
  const ids = body.stages.map((stop) => stop.stageId);
  if (new Set(ids).size !== ids.length) throw refusal(400, 'validation', [BOARD_TEXTS.stageTwice]);
  const seen = await tx.select({ id: stages.id, orderId: stages.orderId }).from(stages).where(inArray(stages.id, ids));
  if (seen.length !== ids.length) throw refusal(404, 'notFound', [BOARD_TEXTS.stageMissing]);
  await lockNames(tx, [...new Set(seen.map((stage) => orderLockName(stage.orderId)))]);
  await lockStage(tx, ...ids);

  const stored = new Map(
    (await tx.select({ id: stages.id, orderId: stages.orderId, stageNumber: stages.stageNumber, date: stages.date, version: stages.version }).from(stages).where(inArray(stages.id, ids))).map((s) => [s.id, s]),
  );
  const stale: string[] = [];
  const otherDay: string[] = [];
  for (const stop of body.stages) {
    const stage = stored.get(stop.stageId)!;
    if (stage.version !== stop.version) stale.push(`${stageName(stage)}: ${BOARD_TEXTS.stale}`);
    else if (stage.date !== body.date) otherDay.push(`${stageName(stage)} ist nicht am ${formatDate(body.date)}.`);
  }
  if (stale.length > 0) throw refusal(409, 'stale', stale);
  if (otherDay.length > 0) throw refusal(400, 'validation', otherDay);

  const moved = [];
  for (const stop of body.stages) {
    // A move of an earlier stop may have raised this one's version (a change of its order): the
    // admin's version was checked above, under the locks held until the commit.
    const [current] = await tx.select({ version: stages.version }).from(stages).where(eq(stages.id, stop.stageId));
    moved.push(await moveStage(tx, deps, adminId, { stageId: stop.stageId, date: body.date, time: stop.time, version: current!.version }, now));
  }
  // The versions after all stops (a later stop of the same order may have raised an earlier one's).
  const versions = new Map((await tx.select({ id: stages.id, version: stages.version }).from(stages).where(inArray(stages.id, ids))).map((s) => [s.id, s.version]));
  return { stages: moved.map((answer) => ({ ...answer, stage: { ...answer.stage, version: versions.get(answer.stage.stageId)! } })) };
}
