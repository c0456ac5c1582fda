// A small, hand-countable data set for the analytics route tests, in an app without the demo
// data (so every figure is known): the five demo logins, three staff, two clients in 2024,
// and a third client with stages on the period boundaries around today.
//
// 2024, completed stages of active orders (amounts in Rappen):
//   S1  Alpha, kitchen (1), 04.03., stage 1 of 2, amount 4 of count 10; calculation total
//       200'000 (rideCost 30'000, disposal 20'000 after Alpha's 20 % discount); no invoice.
//       Team: Olga 6 h, Emil 6 h (rating 4).
//   S1b same order, 11.03., amount 6. Team: Olga 8 h, Erna 8 h (rating 5).
//   S2  Beta, washing (2), 06.05., own invoice (distribution 55'000, drive 8'000,
//       waiting 5'000: subtotal 68'000), created 08.05., sent 10.05., paid 09.06.
//       Team: Olga 4 h, Emil 4 h (rating 3).
//   S3  Beta, site service (8), 07.05., amount 2, calculation total 60'000 (rideCost 5'600,
//       pricePerHour 6'800); order invoice (service 54'400, drive 5'600) sent 10 days before
//       today, unpaid. Team: Olga 4 h, Emil 4 h.
// Not counted in 2024: S4 (Alpha, completed 03.06., order cancelled), S5 (Alpha, facade lift,
// 01.07., not completed; Olga assigned, no answer yet), S6 (Alpha, doors, 29.12.2023).
import { addDays, isoDate, isoParts, zurichInstant, zurichToday, type Role } from '@tragkraft/domain';
import type { InvoiceLine } from '@tragkraft/domain';
import type { Db } from '../../../src/db/open-database';
import { seedAssignment, seedClient, seedInvoice, seedOrder, seedUser } from '../../../src/db/factories';
import { DEMO_PASSWORD } from '../../../src/db/seed-demo';
import { DEMO_EMAIL } from '../../support/test-app';

const done = '2024-12-31T12:00:00.000Z';
const line = (type: InvoiceLine['type'], total: number): InvoiceLine => ({ type, description: type, amount: null, price: null, total, editable: true, removeable: true });

export async function seedAnalyticsData(db: Db, now: Date) {
  const alpha = await seedClient(db, { company: 'Alpha Bau AG' }, [{ typeId: 1, discountPercent: 20 }]);
  const beta = await seedClient(db, { company: 'Beta Küchen AG' });
  const gamma = await seedClient(db, { company: 'Gamma Türen GmbH' });
  const login = async (role: Role, values: { clientId?: number; firstName?: string; lastName?: string } = {}) =>
    seedUser(db, { email: DEMO_EMAIL[role], role, ...values }, DEMO_PASSWORD);
  await login('admin', { firstName: 'Andrea' });
  const olga = await login('operator', { firstName: 'Olga', lastName: 'Ott' });
  const emil = await login('employee', { firstName: 'Emil', lastName: 'Egli' });
  const erna = await seedUser(db, { email: 'erna@demo.ch', role: 'employee', firstName: 'Erna', lastName: 'Eggli' }, null);
  const client = await login('client', { clientId: alpha.id });
  await login('clerk', { clientId: alpha.id });

  const order = (clientId: number, typeId: number, price: { total: number } & Record<string, unknown>, stages: Parameters<typeof seedOrder>[1]['stages'], cancelled = false) =>
    seedOrder(db, { clientId, userId: client.id, typeId, orderAddress: 'Testweg 1\n\n8000 Zürich ', price, stages, order: cancelled ? { status: 'cancelled' } : {} });

  const kitchen = await order(alpha.id, 1, { total: 200_000, price: 150_000, rideCost: 30_000, disposal: 20_000, discountPercent: 20, count: 10 }, [
    { date: '2024-03-04', time: '08:00', amount: 4, completedTime: done },
    { date: '2024-03-11', time: '07:30', amount: 6, completedTime: done },
  ]);
  const [s1, s1b] = kitchen.stages as [(typeof kitchen.stages)[number], (typeof kitchen.stages)[number]];
  await seedAssignment(db, { stageId: s1.id, userId: olga.id, confirmation: true, hours: 6 });
  await seedAssignment(db, { stageId: s1.id, userId: emil.id, confirmation: true, hours: 6, rating: 4 });
  await seedAssignment(db, { stageId: s1b.id, userId: olga.id, confirmation: true, hours: 8 });
  await seedAssignment(db, { stageId: s1b.id, userId: erna.id, confirmation: true, hours: 8, rating: 5 });

  const washing = await order(beta.id, 2, { total: 70_000, rideCost: 10_000, disposal: 0, discountPercent: 0, count: 4 }, [{ date: '2024-05-06', amount: 4, completedTime: done }]);
  const s2 = washing.stages[0]!;
  await seedAssignment(db, { stageId: s2.id, userId: olga.id, confirmation: true, hours: 4 });
  await seedAssignment(db, { stageId: s2.id, userId: emil.id, confirmation: false, hours: 4, rating: 3 });
  const paidInvoice = await seedInvoice(db, {
    stageId: s2.id, year: 2024, sequence: 7, lines: [line('distribution', 55_000), line('drive', 8_000), line('waiting', 5_000)],
    invoiceTime: '2024-05-08T08:00:00.000Z', sentTime: '2024-05-10T08:00:00.000Z', paidTime: '2024-06-09T08:00:00.000Z',
  });

  const service = await order(beta.id, 8, { total: 60_000, totalService: 54_400, rideCost: 5_600, pricePerHour: 6_800 }, [{ date: '2024-05-07', time: '07:00', amount: 2, completedTime: done }]);
  const s3 = service.stages[0]!;
  await seedAssignment(db, { stageId: s3.id, userId: olga.id, confirmation: true, hours: 4 });
  await seedAssignment(db, { stageId: s3.id, userId: emil.id, confirmation: true, hours: 4 });
  const today = zurichToday(now);
  const openInvoice = await seedInvoice(db, {
    serviceOrderId: service.order.id, year: 2024, sequence: 8, lines: [line('service', 54_400), line('drive', 5_600)],
    invoiceTime: zurichInstant(addDays(today, -11), '09:00').toISOString(), sentTime: zurichInstant(addDays(today, -10), '12:00').toISOString(),
  });

  const cancelled = await order(alpha.id, 1, { total: 99_900, count: 1 }, [{ date: '2024-06-03', amount: 1, completedTime: done }], true);
  await seedAssignment(db, { stageId: cancelled.stages[0]!.id, userId: olga.id, hours: 3 });
  const lift = await order(alpha.id, 6, { total: 300_000, rideCost: 2_000 }, [{ date: '2024-07-01', time: '09:00' }]);
  await seedAssignment(db, { stageId: lift.stages[0]!.id, userId: olga.id, confirmation: null });
  const doors = await order(alpha.id, 3, { total: 10_000, rideCost: 0, count: 2 }, [{ date: '2023-12-29', amount: 2, completedTime: done }]);
  await seedAssignment(db, { stageId: doors.stages[0]!.id, userId: emil.id, hours: 2 });

  // Gamma: one completed stage (total 10'000, 1 h) on each boundary date around today.
  const { year, month } = isoParts(today);
  const boundaryDates = {
    firstOfMonth: isoDate(year, month, 1),
    lastOfPreviousMonth: addDays(isoDate(year, month, 1), -1),
    firstOfYear: isoDate(year, 1, 1),
    lastOfPreviousYear: isoDate(year - 1, 12, 31),
    today,
  };
  const boundary: Record<string, number> = {};
  for (const [name, date] of Object.entries(boundaryDates)) {
    const { stages } = await order(gamma.id, 3, { total: 10_000, rideCost: 0, count: 1 }, [{ date, amount: 1, completedTime: new Date(now).toISOString() }]);
    await seedAssignment(db, { stageId: stages[0]!.id, userId: erna.id, hours: 1 });
    boundary[name] = stages[0]!.id;
  }

  return {
    clients: { alpha, beta, gamma },
    staff: { olga, emil, erna },
    stages: { s1, s1b, s2, s3, s4: cancelled.stages[0]!, s5: lift.stages[0]!, s6: doors.stages[0]! },
    orders: { service: service.order },
    invoices: { paidInvoice, openInvoice },
    boundary: boundary as Record<keyof typeof boundaryDates, number>,
  };
}
