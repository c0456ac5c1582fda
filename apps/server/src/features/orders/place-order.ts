import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkWeekFree, type Message, SITE_SERVICE_TYPE_ID, validateOrderBasics, validateOrderStages, zurichToday } from '@tragkraft/domain';
import type { PlaceOrderAnswer, PlaceOrderBody } from '@tragkraft/sync-protocol';
import { calculations, orders, stages, users } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { AppError, conflict } from '../../plugins/errors';
import { lockNames } from '../../db/locks';
import { bookingLimitLockName, checkBookingLimit } from './booking-limit';
import { capacityLockNames, overbookedDays, type DailyCapacity } from './capacity';
import { orderTerms, tooManyStages } from './order-from-calculation';
import { dayBookedError, validationError } from './order-errors';
import { serviceWeekLockName, takenServiceWeeks } from './service-week';
import { pricedUnitCount, settleAmounts, startTime } from './stage-amounts';
import { refuseImpossiblePersonHours } from '../stages/stage-hours';

const STAGES_COUNT_MISMATCH = { code: 'stagesCountInvalid', text: 'Es sind mehr Etappen angegeben, als die Offerte enthält.' } as unknown as Message;

/**
 * Places an order from a calculation of the caller's company (an admin: of any company, on
 * behalf of the calculation's client login). Every domain rule of ordering is checked; then,
 * in one transaction, the calculation must still be unordered, every stage day must have
 * capacity left, and the order, its stages and its confirmation mail are stored. The
 * transaction first locks the names of what it counts (the calculation, each family and day,
 * the client's booked days and site-service weeks): SQLite runs write transactions one at a
 * time anyway, and on PostgreSQL another instance's order waits on the same names, so of two
 * orders racing for the last slot of a day exactly one wins.
 */
export async function placeOrder(
  app: FastifyInstance,
  args: { session: Session; body: PlaceOrderBody; now: Date; capacity: DailyCapacity; openBookedDaysPerClient: number },
): Promise<PlaceOrderAnswer> {
  const { session, body, now } = args;
  const [calc] = await app.db
    .select({ calc: calculations, email: users.email })
    .from(calculations)
    .innerJoin(users, eq(users.id, calculations.userId))
    .where(eq(calculations.id, body.calcId))
    .limit(1);
  if (!calc || (session.role !== 'admin' && calc.calc.clientId !== session.clientId)) {
    throw new AppError(404, 'offernotfound', `Wir konnten die Offerte mit der Nummer ${body.calcId} leider nicht finden.`);
  }
  const { typeId, clientId } = calc.calc;
  const onBehalf = session.role === 'admin';
  const userId = onBehalf ? calc.calc.userId : session.userId;
  const [caller] = onBehalf ? [] : await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const to = caller?.email ?? calc.email;
  const terms = orderTerms(typeId, calc.calc.params, body);
  for (const stage of terms.stages) if (typeof stage.hours === 'number') refuseImpossiblePersonHours(stage.hours);
  const orderAddress = body.orderAddress.trim();

  const settled = settleAmounts(terms.stages, pricedUnitCount(typeId, calc.calc.price));
  const errors: Message[] = [
    ...validateOrderBasics({ priceCalculated: true, inputsLocked: true, orderAddress }),
    ...validateOrderStages(terms.stages, { typeId, express: terms.express, now }),
    ...(tooManyStages(typeId, calc.calc.params, body) ? [STAGES_COUNT_MISMATCH] : []),
    ...settled.errors,
  ];
  if (errors.length > 0) throw validationError(errors);
  // Checked as given (a near date needs its time); stored with the 08:00 default.
  const newStages = settled.stages.map((stage) => ({ ...stage, time: startTime(stage.date, stage.time) }));

  return app.db.transaction(async (tx) => {
    // Everything counted below, locked in one sorted call before the first count.
    await lockNames(tx, [
      `calculation-order:${body.calcId}`,
      ...capacityLockNames(typeId, newStages.map((s) => s.date)),
      ...(onBehalf ? [] : [bookingLimitLockName(clientId)]),
      ...(typeId === SITE_SERVICE_TYPE_ID ? [serviceWeekLockName(clientId)] : []),
    ]);
    const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.calculationId, body.calcId)).limit(1);
    if (ordered) throw conflict(`Die Offerte Nr. ${body.calcId} wurde bereits bestellt.`);
    if (typeId === SITE_SERVICE_TYPE_ID) {
      const taken = checkWeekFree(terms.stages.map((s) => ({ date: s.date, time: s.time, hours: s.hours })), await takenServiceWeeks(tx, clientId, orderAddress));
      if (taken) throw validationError([taken]);
    }
    const booked = await overbookedDays(tx, typeId, newStages.flatMap((s) => (s.date ? [s.date] : [])), args.capacity);
    if (booked.length > 0) throw dayBookedError(booked);
    if (!onBehalf) {
      await checkBookingLimit(tx, { clientId, today: zurichToday(now), newDates: newStages.map((s) => s.date), limit: args.openBookedDaysPerClient });
    }

    const [{ id: orderId }] = (await tx
      .insert(orders)
      .values({
        calculationId: body.calcId,
        clientId,
        userId,
        adminUserId: onBehalf ? session.userId : null,
        typeId,
        orderNumber: terms.orderNumber,
        orderAddressType: body.orderAddressType ?? 'manual',
        orderAddress,
        contactGeneral: body.contactGeneral?.trim() ?? '',
        contactGeneralPhone: body.contactGeneralPhone?.trim() ?? '',
        contactArchitect: body.contactArchitect?.trim() ?? '',
        contactArchitectPhone: body.contactArchitectPhone?.trim() ?? '',
        contactCManager: body.contactCManager?.trim() ?? '',
        contactCManagerPhone: body.contactCManagerPhone?.trim() ?? '',
        contactFiller: body.contactFiller?.trim() ?? '',
        contactFillerPhone: body.contactFillerPhone?.trim() ?? '',
        contactDriver: body.contactDriver?.trim() ?? '',
        contactDriverPhone: body.contactDriverPhone?.trim() ?? '',
        express: terms.express,
        driveKilometers: terms.driveKilometers,
        stagesCount: terms.stagesCount,
        lift: terms.lift,
        facadeLift: terms.facadeLift,
      })
      .returning({ id: orders.id })) as [{ id: number }];
    const placed: PlaceOrderAnswer['stages'] = [];
    for (const [i, stage] of newStages.entries()) {
      const [row] = await tx
        .insert(stages)
        .values({ orderId, stageNumber: i + 1, ...stage })
        .returning({ id: stages.id, stageNumber: stages.stageNumber, date: stages.date, time: stages.time });
      placed.push(row!);
    }
    await tx.update(calculations).set({ orderAddress }).where(eq(calculations.id, body.calcId));
    const { confirmationQueued } = await app.customerMessages.orderPlaced(tx, { orderId, typeId, clientId, userId, to, orderAddress, stages: placed }, now);
    // The screen promises a confirmation mail only when one goes (the admin may switch it off).
    return { orderId, calcId: body.calcId, stages: placed, confirmationTo: confirmationQueued ? to : '' };
  });
}
