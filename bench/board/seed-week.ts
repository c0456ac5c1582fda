// A busy week for the dispatch board (bench/board/run.ts): `staff` field staff (every fifth an
// operator), `stages` stages of the demo client from Monday to Saturday with teams of 0 to 3
// (some answers open, some declined) at ten places of the locality data, the same number of stages in the weeks before and after
// (they must not slow the week down), and absences for one person in ten. Seeded through the
// factories, in one transaction.
import { addDays, SERVICES } from '../../packages/domain/src/index';
import type { Db } from '../../apps/server/src/db/open-database';
import { seedAssignment, seedOrder, seedUser } from '../../apps/server/src/db/factories';
import { absences } from '../../apps/server/src/db/schema';

const REASONS = ['Ferien', 'Krankheit', 'Weiterbildung', 'Andere'] as const;
/** Places of the Swiss locality data, so the board counts real travel (issue 33). */
const PLACES = ['8005 Zürich', '8400 Winterthur', '8600 Dübendorf', '5400 Baden', '8200 Schaffhausen', '6003 Luzern', '3011 Bern', '8810 Horgen', '8640 Rapperswil SG', '8302 Kloten'];

export async function seedBusyWeek(db: Db, monday: string, sizes: { staff: number; stages: number; clientId: number; userId: number }) {
  const staff: number[] = [];
  for (let n = 1; n <= sizes.staff; n++) {
    const user = await seedUser(db, { email: `board.staff${n}@demo.ch`, role: n % 5 === 0 ? 'operator' : 'employee', firstName: `Person${String(n).padStart(2, '0')}`, lastName: 'Brett' }, null);
    staff.push(user.id);
  }
  let assignments = 0;
  await db.transaction(async (tx) => {
    for (const offset of [-7, 0, 7]) {
      for (let i = 0; i < sizes.stages; i++) {
        const date = addDays(monday, offset + (i % 6));
        const typeId = SERVICES[i % SERVICES.length]!.typeId;
        const time = `${String(7 + (i % 9)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`;
        const { stages } = await seedOrder(tx, {
          clientId: sizes.clientId,
          userId: sizes.userId,
          typeId,
          orderAddress: `Brettweg ${i + 1}\n${PLACES[i % PLACES.length]}`,
          stages: [{ date, time, amount: 1 + (i % 4), hours: typeId === 8 ? 8 : null }],
        });
        for (let k = 0; k < i % 4; k++) {
          const userId = staff[(i * 3 + k * 7) % staff.length]!;
          await seedAssignment(tx, { stageId: stages[0]!.id, userId, confirmation: k === 0 ? true : k === 1 ? null : false });
          assignments++;
        }
      }
    }
    for (let n = 0; n < staff.length; n += 10) {
      await tx.insert(absences).values({ userId: staff[n]!, startDate: addDays(monday, n % 5), endDate: addDays(monday, (n % 5) + 2), reason: REASONS[n % 4]! });
    }
  });
  return { staff: staff.length, assignments };
}
