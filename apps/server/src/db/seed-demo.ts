// Realistic Swiss demo data, seeded once into an empty database (SEED_DEMO, default on).
// Every demo login has the password 'demo1234' (listed in the README).
import { count } from 'drizzle-orm';
import { lockNames } from './locks';
import type { Db } from './open-database';
import { seedAssignment, seedClient, seedPricedOrder, seedUser } from './factories';
import { users } from './schema';

export const DEMO_PASSWORD = 'demo1234';

/** 'YYYY-MM-DD' of today in Zurich, shifted by whole days. */
function zurichDate(offsetDays: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

function instant(offsetDays: number, time: string): string {
  return new Date(`${zurichDate(offsetDays)}T${time}:00+01:00`).toISOString();
}

/**
 * Seeds when there is no user yet. In one transaction under a lock: two instances starting on
 * one empty database at once seed it once.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockNames(tx, ['seed-demo']);
    const [existing] = await tx.select({ n: count() }).from(users);
    if (existing && existing.n > 0) return false;
    await seedDemo(tx);
    return true;
  });
}

export async function seedDemo(db: Db): Promise<void> {
  // Client ids 1..4 in this order; id 3 is the appliance maker, as in the spec.
  const kuechenbau = await seedClient(db, {
    company: 'Muster Küchenbau AG',
    address: 'Muster Küchenbau AG\nBadenerstrasse 120\n8004 Zürich',
    invoiceEmail: 'buchhaltung@muster-kuechenbau.ch',
  }, [{ typeId: 1, discountPercent: 10 }, { typeId: 7, serviceEnabled: false }]);
  const alpenbau = await seedClient(db, {
    company: 'Alpenbau Generalunternehmung GmbH',
    address: 'Alpenbau GU GmbH\nBahnhofstrasse 5\n3011 Bern',
    invoiceEmail: 'rechnungen@alpenbau.ch, finanzen@alpenbau.ch',
    // The spec's client-specific washing disposal: CHF 8 instead of 10 per washing tower.
    disposalOverrides: { together: 800 },
  });
  const electrolux = await seedClient(db, {
    company: 'Electrolux AG',
    address: 'Electrolux AG\nBadenerstrasse 587\n8048 Zürich',
    invoiceEmail: 'invoices@electrolux.ch',
    applianceMakerPricing: true,
  });
  const veriset = await seedClient(db, {
    company: 'Veriset Küchen AG',
    address: 'Veriset Küchen AG\nMühlebachstrasse 2\n6037 Root',
    invoiceEmail: 'kreditoren@veriset.ch',
    special: 'veriset',
  });

  const staff = {
    admin: await seedUser(db, { email: 'admin@demo.ch', role: 'admin', gender: 'female', firstName: 'Andrea', lastName: 'Meier', phone: '044 555 10 10', adminSendEmail: true }),
    operator: await seedUser(db, { email: 'operator@demo.ch', role: 'operator', gender: 'male', firstName: 'Marco', lastName: 'Rossi', phone: '079 555 20 20', permanent: true }),
    employee: await seedUser(db, { email: 'employee@demo.ch', role: 'employee', gender: 'male', firstName: 'Luca', lastName: 'Keller', phone: '078 555 30 30' }),
    employee2: await seedUser(db, { email: 'nina.brunner@demo.ch', role: 'employee', gender: 'female', firstName: 'Nina', lastName: 'Brunner', phone: '076 555 40 40', permanent: true }),
    employee3: await seedUser(db, { email: 'jonas.frei@demo.ch', role: 'employee', gender: 'male', firstName: 'Jonas', lastName: 'Frei', phone: '077 555 50 50' }),
    operator2: await seedUser(db, { email: 'reto.baumann@demo.ch', role: 'operator', gender: 'male', firstName: 'Reto', lastName: 'Baumann', phone: '079 555 60 60' }),
    former: await seedUser(db, { email: 'peter.alt@demo.ch', role: 'employee', gender: 'male', firstName: 'Peter', lastName: 'Alt', phone: '079 555 70 70', inactive: true }),
  };

  const client = await seedUser(db, { email: 'client@demo.ch', role: 'client', clientId: kuechenbau.id, gender: 'female', firstName: 'Sandra', lastName: 'Huber', phone: '044 555 11 11' });
  await seedUser(db, { email: 'clerk@demo.ch', role: 'clerk', clientId: kuechenbau.id, gender: 'male', firstName: 'Thomas', lastName: 'Weber', phone: '044 555 11 12', cc: false });
  const client2 = await seedUser(db, { email: 'client2@demo.ch', role: 'client', clientId: alpenbau.id, gender: 'male', firstName: 'Beat', lastName: 'Schneider', phone: '031 555 22 22' });
  const electroluxUser = await seedUser(db, { email: 'electrolux@demo.ch', role: 'client', clientId: electrolux.id, gender: 'female', firstName: 'Claudia', lastName: 'Graf', phone: '044 555 33 33' });
  await seedUser(db, { email: 'veriset@demo.ch', role: 'client', clientId: veriset.id, gender: 'male', firstName: 'Daniel', lastName: 'Widmer', phone: '041 555 44 44' });

  // Every offer and order is priced by the domain's pricing model (seedPricedOrder), as the
  // server prices an offer; seed-demo.test.ts recalculates each one.
  // A kitchen order: one stage done and reported, two ahead.
  const kitchen = await seedPricedOrder(db, {
    clientId: kuechenbau.id,
    userId: client.id,
    service: 'kitchen',
    orderAddress: 'Überbauung Limmatblick\nHardturmstrasse 201\n8005 Zürich',
    params: { meters: [{ name: 'A', meters: 5, amount: 12, disposalChecked: true, floors: [{ floor: 0, amount: 4 }, { floor: 2, amount: 8 }] }], driveKilometers: 4, lift: 'lift', stagesCount: 3, express: false },
    order: { orderNumber: 'LB-2024-17', lift: true, contactFiller: 'Hans Muster', contactFillerPhone: '079 111 22 33', contactCManager: 'Eva Lang', contactCManagerPhone: '079 444 55 66' },
    stages: [
      { date: zurichDate(-12), time: '07:30', amount: 4, meetingTime: '07:15', meetingPlace: 'Baustelleneingang Nord', truckArrivalTime: '07:50', damages: false, general: 'Alles nach Plan.', reportSavedAt: instant(-12, '16:00'), completedTime: instant(-11, '09:00') },
      { date: zurichDate(5), time: '07:30', amount: 4, meetingTime: '07:15', meetingPlace: 'Baustelleneingang Nord', remarks: 'Lift im Haus B benutzen.' },
      { date: zurichDate(12), time: '08:00', amount: 4 },
    ],
  });
  const [doneStage, nextStage] = kitchen.stages;
  await seedAssignment(db, { stageId: doneStage!.id, userId: staff.operator.id, confirmation: true, hours: 7.5, rating: 5 });
  await seedAssignment(db, { stageId: doneStage!.id, userId: staff.employee.id, confirmation: true, hours: 7.5, rating: 4, comment: 'Sauber gearbeitet.' });
  await seedAssignment(db, { stageId: nextStage!.id, userId: staff.operator.id, confirmation: true });
  await seedAssignment(db, { stageId: nextStage!.id, userId: staff.employee.id, confirmation: null });
  await seedAssignment(db, { stageId: nextStage!.id, userId: staff.employee2.id, confirmation: true });

  // Washing towers for the second company: one past, one ahead.
  const washing = await seedPricedOrder(db, {
    clientId: alpenbau.id,
    userId: client2.id,
    service: 'washing',
    orderAddress: 'Wohnsiedlung Aarehof\nAarstrasse 40\n3005 Bern',
    params: { types: [{ category: 'together', name: 'A', disposalChecked: false, floors: [{ floor: 1, amount: 6 }] }], isElectrolux: false, electroluxRegion: null, driveKilometers: 125, lift: null, stagesCount: 2, express: false },
    order: { orderNumber: 'AH-88', contactGeneral: 'Alpenbau Bauleitung', contactGeneralPhone: '031 555 22 00' },
    stages: [
      { date: zurichDate(-3), time: '09:00', amount: 3, truckArrivalTime: '09:45', damages: true, general: 'Ein Waschturm mit Kratzer geliefert.', reportSavedAt: instant(-3, '15:00') },
      { date: zurichDate(7), time: '09:00', amount: 3 },
    ],
  });
  await seedAssignment(db, { stageId: washing.stages[0]!.id, userId: staff.operator2.id, confirmation: true, hours: 5 });
  await seedAssignment(db, { stageId: washing.stages[0]!.id, userId: staff.employee3.id, confirmation: true, hours: 5 });
  await seedAssignment(db, { stageId: washing.stages[1]!.id, userId: staff.operator.id, confirmation: null });
  await seedAssignment(db, { stageId: washing.stages[1]!.id, userId: staff.employee.id, confirmation: false });

  // Site service (type 8): a crew for two days of one week.
  const service = await seedPricedOrder(db, {
    clientId: kuechenbau.id,
    userId: client.id,
    service: 'service',
    orderAddress: 'Schulhaus Leutschenbach\nAndreasstrasse 11\n8050 Zürich',
    params: { dates: [{ date: zurichDate(15), time: '07:00', amount: 3, hours: 8, remarks: '' }], orderNumber: 'SL-4', driveKilometers: 10, express: false },
    order: { orderNumber: 'SL-4' },
    stages: [{ date: zurichDate(15), time: '07:00', amount: 3, hours: 8, remarks: 'Material in den 2. Stock tragen.' }],
  });
  await seedAssignment(db, { stageId: service.stages[0]!.id, userId: staff.operator.id, confirmation: true });
  await seedAssignment(db, { stageId: service.stages[0]!.id, userId: staff.employee.id, confirmation: null });

  // Appliance maker: washing with the regional flat ride.
  await seedPricedOrder(db, {
    clientId: electrolux.id,
    userId: electroluxUser.id,
    service: 'washing',
    orderAddress: 'MFH Seeblick\nSeestrasse 12\n8810 Horgen',
    params: { types: [{ category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 1, amount: 2 }] }], isElectrolux: true, electroluxRegion: 'german', driveKilometers: null, lift: 'lift', stagesCount: 1, express: false },
    order: { orderNumber: 'EL-5521' },
    stages: [{ date: zurichDate(9), time: '10:00', amount: 4 }],
  });

  // Site service done two days ago: completed, hours not yet signed off, not yet rated, so
  // the client's operation report offers rating, hour correction and sign-off.
  const doneService = await seedPricedOrder(db, {
    clientId: kuechenbau.id,
    userId: client.id,
    service: 'service',
    orderAddress: 'Überbauung Glattpark\nBoulevard Lilienthal 8\n8152 Opfikon',
    params: { dates: [{ date: zurichDate(-2), time: '07:00', amount: 2, hours: 8, remarks: '' }], orderNumber: 'GP-12', driveKilometers: 10, express: false },
    order: { orderNumber: 'GP-12', contactCManager: 'Urs Vogel', contactCManagerPhone: '079 222 33 44' },
    stages: [{
      date: zurichDate(-2), time: '07:00', amount: 2, hours: 8, remarks: 'Baumaterial in die Wohnungen tragen.',
      damages: false, general: 'Material in alle Wohnungen verteilt.', workHours: 16,
      reportSavedAt: instant(-2, '16:30'), completedTime: instant(-1, '08:00'),
    }],
  });
  await seedAssignment(db, { stageId: doneService.stages[0]!.id, userId: staff.operator.id, confirmation: true, hours: 8, rating: 5 });
  await seedAssignment(db, { stageId: doneService.stages[0]!.id, userId: staff.employee2.id, confirmation: true, hours: 8, rating: 4 });
}
