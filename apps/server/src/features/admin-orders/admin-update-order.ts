// The admin edits an order: order number, object address, contacts and stages (by id).
// Unlike the client, the admin is not bound by the 3-day lock or past stages, but dates and
// times must be valid, the first stage needs a date, stages stay chronological (site service
// and facade lift: the day rules), and a stage moved onto a fully booked day is refused with
// dayBooked. Moved stages get a change confirmation and new reminders. Changed stages get a new version for the field devices (all stages when the
// address or contacts change); the audit log holds before and after of every changed field.
import { eq } from 'drizzle-orm';
import {
  about,
  checkDatesAhead,
  checkStageChronology,
  checkWeekFree,
  FACADE_LIFT_TYPE_ID,
  isValidIsoDate,
  isValidTime,
  message,
  serviceWeekKey,
  SITE_SERVICE_TYPE_ID,
  uniqueMessages,
  validateDays,
  type Message,
} from '@tragkraft/domain';
import { ADMIN_TEXTS, ORDER_CONTACT_FIELDS, type AdminOrderDetail, type AdminStageInput, type AdminUpdateOrderBody } from '@tragkraft/sync-protocol';
import { lockNames } from '../../db/locks';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { diffFields, recordAudit } from '../audit/record-audit';
import { bumpStageVersion, lockStage } from '../stages/stage-access';
import { refuseImpossiblePersonHours } from '../stages/stage-hours';
import { enqueueStagePush } from '../push/enqueue-push';
import { capacityLockNames, overbookedDays, type DailyCapacity } from '../orders/capacity';
import { dayBookedError, validationError } from '../orders/order-errors';
import { orderLockName, stagesOf, type OrderRow, type StageRow } from '../orders/ownership';
import { sameObject, serviceWeekLockName, takenServiceWeeks } from '../orders/service-week';
import { pricedUnitCountOfOrder, settleAmounts, startTime } from '../orders/stage-amounts';
import type { CustomerMessages } from '../customer-messages/customer-messages';
import { assertNotInvoiced } from '../invoices/invoiced-stages';
import { adminOrderDetail, findOrder } from './admin-order-detail';

type StageFields = Pick<StageRow, 'date' | 'time' | 'amount' | 'hours' | 'orderNumber' | 'remarks'>;
type OrderFields = Pick<OrderRow, 'orderNumber' | 'orderAddressType' | 'orderAddress' | (typeof ORDER_CONTACT_FIELDS)[number]>;

function applyStage(stage: StageRow, change: AdminStageInput | undefined): StageFields {
  const text = (given: string | null | undefined, stored: string) => (given === undefined ? stored : (given ?? '').trim());
  return {
    date: change?.date === undefined ? stage.date : change.date || null,
    time: change?.time === undefined ? stage.time : change.time || null,
    amount: change?.amount === undefined ? stage.amount : change.amount,
    hours: change?.hours === undefined ? stage.hours : change.hours,
    orderNumber: text(change?.orderNumber, stage.orderNumber),
    remarks: text(change?.remarks, stage.remarks),
  };
}

function orderFields(body: AdminUpdateOrderBody): Partial<OrderFields> {
  const fields: Partial<OrderFields> = {};
  if (body.orderNumber !== undefined) fields.orderNumber = body.orderNumber.trim();
  if (body.orderAddressType !== undefined) fields.orderAddressType = body.orderAddressType;
  if (body.orderAddress !== undefined) fields.orderAddress = body.orderAddress.replace(/\r\n/g, '\n').trim();
  for (const field of ORDER_CONTACT_FIELDS) if (body[field] !== undefined) fields[field] = body[field]!.trim();
  return fields;
}

function checkStages(typeId: number, after: StageFields[]): Message[] {
  const found: Message[] = [];
  after.forEach((stage, i) => {
    if ((stage.date !== null && !isValidIsoDate(stage.date)) || (stage.time !== null && !isValidTime(stage.time))) {
      found.push(about('Etappe', message('dateTimeInvalid', i + 1)));
    }
  });
  if (after[0]?.date === null) found.push(message('firstDateMissing'));
  if (found.length > 0) return found;
  const days = after.map((s) => ({ date: s.date, time: s.time, hours: s.hours, amount: s.amount }));
  const noLeadTime = { express: false, now: null };
  if (typeId === SITE_SERVICE_TYPE_ID) return validateDays('service', days, noLeadTime);
  if (typeId === FACADE_LIFT_TYPE_ID) return [...validateDays('facadeLift', days, noLeadTime), ...checkStageChronology(after)];
  return checkStageChronology(after);
}

// The same lock names as the client's order edit (orders/ownership orderLockName, orders/capacity
// capacityLockNames, orders/service-week serviceWeekLockName), so an admin's and a client's
// change of the same order, day or service week run one after the other on PostgreSQL.

export async function adminUpdateOrder(
  db: Db,
  messages: Pick<CustomerMessages, 'stagesChanged'>,
  adminId: number,
  body: AdminUpdateOrderBody,
  capacity: DailyCapacity,
  now: Date,
): Promise<AdminOrderDetail> {
  await db.transaction(async (tx) => {
    // Taken alone and first: the other names below are never held before it (no deadlock).
    await lockNames(tx, [orderLockName(body.orderId)]);
    const order = await findOrder(tx, body.orderId);
    if (order.status !== 'active') throw conflict(ADMIN_TEXTS.orderCancelled);
    const before = await stagesOf(tx, order.id);
    await lockStage(tx, ...before.map((stage) => stage.id));
    const changes = new Map((body.stages ?? []).map((change) => [change.id, change]));
    if ([...changes.keys()].some((id) => !before.some((stage) => stage.id === id))) throw notFound('Etappe nicht gefunden.');
    for (const change of changes.values()) if (typeof change.hours === 'number') refuseImpossiblePersonHours(change.hours);
    const edited = before.map((stage) => applyStage(stage, changes.get(stage.id)));
    // Billed figures are final: the units and hours of an invoiced stage stay as billed.
    await assertNotInvoiced(tx, before.filter((s, i) => edited[i]!.amount !== s.amount || edited[i]!.hours !== s.hours).map((s) => s.id));
    const orderChanges = diffFields(order as unknown as Record<string, unknown>, orderFields(body));

    const errors = checkStages(order.typeId, edited);
    // Moved dates stay within the far-ahead bound; changed amounts split the priced count.
    errors.push(...checkDatesAhead(edited.map((s, i) => (s.date !== before[i]!.date ? s : { date: null })), now));
    const amountsChanged = edited.some((stage, i) => stage.amount !== before[i]!.amount);
    const settled = amountsChanged && errors.length === 0 ? settleAmounts(edited, await pricedUnitCountOfOrder(tx, order)) : { stages: edited, errors: [] };
    errors.push(...settled.errors);
    const after = settled.stages.map((stage, i) => {
      const change = changes.get(before[i]!.id);
      return change?.date !== undefined || change?.time !== undefined ? { ...stage, time: startTime(stage.date, stage.time) } : stage;
    });
    const address = (orderChanges.orderAddress?.to as string | undefined) ?? order.orderAddress;
    if (address === '') errors.unshift(message('addressMissing'));
    if (errors.length > 0) throw validationError(uniqueMessages(errors));

    const movedTo = after.filter((s, i) => s.date !== null && s.date !== before[i]!.date).map((s) => s.date as string);
    // What is counted below (days' capacity, the company's service weeks) is locked before counting.
    await lockNames(tx, [...capacityLockNames(order.typeId, movedTo), ...(order.typeId === SITE_SERVICE_TYPE_ID ? [serviceWeekLockName(order.clientId)] : [])]);
    if (order.typeId === SITE_SERVICE_TYPE_ID) {
      const key = (rows: StageFields[]) => serviceWeekKey(rows.map((s) => ({ date: s.date, time: s.time, hours: s.hours })));
      if (key(after) !== key(before) || !sameObject(address, order.orderAddress)) {
        const taken = checkWeekFree(after.map((s) => ({ date: s.date, time: s.time, hours: s.hours })), await takenServiceWeeks(tx, order.clientId, address, order.id));
        if (taken) throw validationError([taken]);
      }
    }
    if (movedTo.length > 0) {
      const all = after.flatMap((s) => (s.date ? [s.date] : []));
      const booked = (await overbookedDays(tx, order.typeId, all, capacity, order.id)).filter((day) => movedTo.includes(day));
      if (booked.length > 0) throw dayBookedError(booked);
    }

    const stamp = now.toISOString();
    const orderChanged = Object.keys(orderChanges).length > 0;
    if (orderChanged) {
      const set = Object.fromEntries(Object.entries(orderChanges).map(([field, change]) => [field, change.to]));
      await tx.update(orders).set({ ...set, updatedAt: stamp }).where(eq(orders.id, order.id));
      await recordAudit(tx, { userId: adminId, entity: 'order', entityId: order.id, action: 'update', changes: orderChanges });
    }
    for (const [i, fields] of after.entries()) {
      const stored = before[i]!;
      const stageChanges = diffFields(stored as unknown as Record<string, unknown>, fields as unknown as Record<string, unknown>);
      if (Object.keys(stageChanges).length > 0) {
        await tx.update(stages).set({ ...fields, updatedAt: stamp }).where(eq(stages.id, stored.id));
        await recordAudit(tx, { userId: adminId, entity: 'stage', entityId: stored.id, action: 'update', changes: { stageNumber: stored.stageNumber, ...stageChanges } });
      }
      if (Object.keys(stageChanges).length > 0 || orderChanged) await bumpStageVersion(tx, stored.id, now);
      if (stageChanges.date || stageChanges.time) await enqueueStagePush(tx, { kind: 'moved', stageId: stored.id, previous: { date: stored.date, time: stored.time } }, now);
    }
    // Change confirmation and new reminders for moved stages (decision 025), with the edit.
    const moves = after.map((s, i) => ({ stageId: before[i]!.id, stageNumber: before[i]!.stageNumber, before: before[i]!, after: s }));
    await messages.stagesChanged(tx, order.id, moves, now);
  });
  return adminOrderDetail(db, body.orderId);
}
