// The employee views (employees and operators): coming stages as in the operation list, and
// past stages with the caller's own hours and comment. Employees keep seeing a stage they
// declined (they may confirm again); operators do not.
import { OPERATION_PAST_DEFAULT_LIMIT, type EmployeePastAnswer, type OperationListAnswer } from '@tragkraft/sync-protocol';
import { serviceByTypeId } from '@tragkraft/domain';
import type { Db } from '../../db/open-database';
import type { Session } from '../../plugins/auth';
import { listOperations, listStageRows } from '../operations/list-operations';
import { startInstant } from '../operations/operation-views';
import { assignmentsOf } from '../stages/stage-access';

export function listOwnFuture(db: Db, session: Session, now: Date): Promise<OperationListAnswer> {
  return listOperations(db, session, 'future', now);
}

export async function listOwnPast(db: Db, session: Session, now: Date, limit = OPERATION_PAST_DEFAULT_LIMIT): Promise<EmployeePastAnswer> {
  const rows = await listStageRows(db, session, 'past', now, limit);
  const teams = await assignmentsOf(db, rows.map((r) => r.stage.id));
  return {
    stageDetails: rows.map((row) => {
      const own = teams.get(row.stage.id)?.find((a) => a.userId === session.userId);
      const s = row.stage;
      return {
        id: s.id,
        orderId: s.orderId,
        orderNumber: s.orderNumber || row.orderNumber,
        date: s.date,
        time: s.time,
        dateAndTime: startInstant(s.date, s.time)?.toISOString() ?? null,
        typeId: row.orderTypeId,
        type: serviceByTypeId(row.orderTypeId)?.name ?? '',
        address: row.orderAddress,
        hours: own?.hours ?? null,
        comment: own?.comment ?? null,
        version: s.version,
      };
    }),
    userId: session.userId,
  };
}
