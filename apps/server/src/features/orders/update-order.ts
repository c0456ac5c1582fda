import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkWeekFree, message, orderLocked, serviceWeekKey, SITE_SERVICE_TYPE_ID, uniqueMessages, validateOrderEdit, zurichToday, type Message, type StageInput } from '@tragkraft/domain';
import { ORDER_CONTACT_FIELDS, type OrderDetail, type UpdateOrderBody, type UpdateOrderStage } from '@tragkraft/sync-protocol';
import { orders, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { refuseImpossiblePersonHours } from '../stages/stage-hours';
import { enqueueStagePush } from '../push/enqueue-push';
import { lockNames } from '../../db/locks';
import { bookingLimitLockName, checkBookingLimit } from './booking-limit';
import { capacityLockNames, overbookedDays, type DailyCapacity } from './capacity';
import { getOrder } from './get-order';
import { dayBookedError, validationError } from './order-errors';
import { findOwnOrder, orderLockName, stagesOf, type OrderRow, type StageRow } from './ownership';
import { sameObject, serviceWeekLockName, takenServiceWeeks } from './service-week';
import { pricedUnitCountOfOrder, settleAmounts, startTime } from './stage-amounts';

type StageFields = Required<Pick<StageRow, 'date' | 'time' | 'amount' | 'hours' | 'orderNumber' | 'remarks'>>;
type OrderPatch = Partial<Pick<OrderRow, 'orderNumber' | 'orderAddressType' | 'orderAddress' | (typeof ORDER_CONTACT_FIELDS)[number]>>;

const fieldsOf = (stage: StageFields): StageInput => ({
  date: stage.date,
  time: stage.time,
  amount: stage.amount,
  hours: stage.hours,
  orderNumber: stage.orderNumber,
  remarks: stage.remarks,
});

function applyChange(stage: StageRow, change: UpdateOrderStage | undefined): StageFields {
  const keep = <T>(given: T | undefined, stored: T) => (given === undefined ? stored : given);
  return {
    date: change?.date === undefined ? stage.date : change.date || null,
    time: change?.time === undefined ? stage.time : change.time || null,
    amount: keep(change?.amount, stage.amount),
    hours: keep(change?.hours, stage.hours),
    orderNumber: change?.orderNumber === undefined ? stage.orderNumber : (change.orderNumber ?? '').trim(),
    remarks: change?.remarks === undefined ? stage.remarks : (change.remarks ?? '').trim(),
  };
}

/** The order-level fields the body changes (only those given and different). */
function orderPatch(order: OrderRow, body: UpdateOrderBody): OrderPatch {
  const patch: OrderPatch = {};
  const set = <K extends keyof OrderPatch>(key: K, value: OrderPatch[K] | undefined) => {
    if (value !== undefined && value !== order[key]) patch[key] = value;
  };
  set('orderNumber', body.orderNumber?.trim());
  set('orderAddressType', body.orderAddressType);
  set('orderAddress', body.orderAddress?.trim());
  for (const field of ORDER_CONTACT_FIELDS) set(field, body[field]?.trim());
  return patch;
}

const differs = (a: StageFields, b: StageFields) => (Object.keys(a) as (keyof StageFields)[]).some((key) => a[key] !== b[key]);

/**
 * The client edits its order: object address, order number, contacts and stages (by id).
 * The read-only rules are enforced here again (past stages unchanged, dates within 3 days
 * locked, everything locked once the last stage is past), then chronology, site-service
 * week, one order per week and object, and capacity for changed dates. Changed stages get a
 * version above every other stage's (bumpStageVersion) so field devices pull them.
 *
 * All of it runs in one transaction that first locks the order (so two edits of it do not
 * both start from the same stored stages), then, once the new dates are known, the names of
 * what it counts: each moved-to family and day, the client's booked days, its service weeks.
 * The order lock is always taken alone and first, the others never before it: no deadlock.
 */
export async function updateOrder(
  app: FastifyInstance,
  args: { session: Session; body: UpdateOrderBody; now: Date; capacity: DailyCapacity; openBookedDaysPerClient: number },
): Promise<OrderDetail> {
  const { session, body, now } = args;
  const orderId = await app.db.transaction(async (tx) => {
    await lockNames(tx, [orderLockName(body.orderId)]);
    const order = await findOwnOrder(tx, session, body.orderId);
    const before = await stagesOf(tx, order.id);
    await lockStage(tx, ...before.map((stage) => stage.id));
    const changes = new Map((body.stages ?? []).map((change) => [change.id, change]));
    if ([...changes.keys()].some((id) => !before.some((stage) => stage.id === id))) throw notFound();
    for (const change of changes.values()) if (typeof change.hours === 'number') refuseImpossiblePersonHours(change.hours);
    const edited = before.map((stage) => applyChange(stage, changes.get(stage.id)));
    const patch = orderPatch(order, body);

    const errors: Message[] = validateOrderEdit(before.map(fieldsOf), edited.map(fieldsOf), { typeId: order.typeId, now });
    if (orderLocked(before, now) && Object.keys(patch).length > 0) errors.push(message('orderLocked'));
    if (patch.orderAddress !== undefined && patch.orderAddress === '') errors.push(message('addressMissing'));
    // Amounts drive the invoice: once one changes, together they must split the priced count.
    const amountsChanged = edited.some((stage, i) => stage.amount !== before[i]!.amount);
    const settled = amountsChanged && errors.length === 0 ? settleAmounts(edited, await pricedUnitCountOfOrder(tx, order)) : { stages: edited, errors: [] };
    errors.push(...settled.errors);
    if (errors.length > 0) throw validationError(uniqueMessages(errors));
    // A date or time the client set without a time starts at 08:00.
    const after = settled.stages.map((stage, i) => {
      const change = changes.get(before[i]!.id);
      return change?.date !== undefined || change?.time !== undefined ? { ...stage, time: startTime(stage.date, stage.time) } : stage;
    });
    const movedTo = after.filter((s, i) => s.date !== null && s.date !== before[i]!.date).map((s) => s.date as string);

    await lockNames(tx, [
      ...capacityLockNames(order.typeId, movedTo),
      bookingLimitLockName(order.clientId),
      ...(order.typeId === SITE_SERVICE_TYPE_ID ? [serviceWeekLockName(order.clientId)] : []),
    ]);
    const address = patch.orderAddress ?? order.orderAddress;
    const days = after.map((s) => ({ date: s.date, time: s.time, hours: s.hours }));
    const weekMoved = serviceWeekKey(days) !== serviceWeekKey(before.map((s) => ({ date: s.date, time: s.time, hours: s.hours })));
    if (order.typeId === SITE_SERVICE_TYPE_ID && (weekMoved || !sameObject(address, order.orderAddress))) {
      const taken = checkWeekFree(days, await takenServiceWeeks(tx, order.clientId, address, order.id));
      if (taken) throw validationError([taken]);
    }
    if (movedTo.length > 0) {
      const all = after.flatMap((s) => (s.date ? [s.date] : []));
      const booked = (await overbookedDays(tx, order.typeId, all, args.capacity, order.id)).filter((day) => movedTo.includes(day));
      if (booked.length > 0) throw dayBookedError(booked);
    }
    await checkBookingLimit(tx, {
      clientId: order.clientId,
      today: zurichToday(now),
      newDates: after.map((s) => s.date),
      beforeDates: before.map((s) => s.date),
      excludeOrderId: order.id,
      limit: args.openBookedDaysPerClient,
    });
    const stamp = now.toISOString();
    if (Object.keys(patch).length > 0) await tx.update(orders).set({ ...patch, updatedAt: stamp }).where(eq(orders.id, order.id));
    for (const [i, fields] of after.entries()) {
      const stored = before[i]!;
      if (!differs(fields, stored)) continue;
      await tx.update(stages).set({ ...fields, updatedAt: stamp }).where(eq(stages.id, stored.id));
      // A version above every other stage's: the field devices' sync cursor (decision 005).
      await bumpStageVersion(tx, stored.id, now);
      if (fields.date !== stored.date || fields.time !== stored.time) await enqueueStagePush(tx, { kind: 'moved', stageId: stored.id, previous: { date: stored.date, time: stored.time } }, now);
    }
    // Change confirmation and new reminders for moved stages (decision 025), with the edit.
    const moves = after.map((s, i) => ({ stageId: before[i]!.id, stageNumber: before[i]!.stageNumber, before: before[i]!, after: s }));
    await app.customerMessages.stagesChanged(tx, order.id, moves, now);
    return order.id;
  });
  return getOrder(app, session, orderId, now);
}
