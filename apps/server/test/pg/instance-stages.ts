// Run as a child process by multi-instance.test.ts with DATABASE_URL set (the process then works
// on PostgreSQL's tables), and by the shutdown test with DATABASE_URL or DATA_DIR (SQLite, beside
// a running server): adds `count` stages of yesterday for the demo client, each with the demo
// operator on the team, and prints their ids as JSON.
import { eq } from 'drizzle-orm';
import { addDays, zurichToday } from '@tragkraft/domain';
import { MIGRATIONS_DIR, MIGRATIONS_PG_DIR } from '../../src/config';
import { seedFieldStage } from '../../src/db/factories';
import { openDatabase } from '../../src/db/open-database';
import { clients, users } from '../../src/db/schema';

const count = Number(process.argv[2]);
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: process.env.DATABASE_URL || null, migrationsDir: MIGRATIONS_DIR, migrationsPgDir: MIGRATIONS_PG_DIR });
try {
  const { db } = database;
  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.company, 'Muster Küchenbau AG'));
  const operatorId = await idOf('operator@demo.ch');
  const orderedBy = await idOf('client@demo.ch');
  const yesterday = addDays(zurichToday(new Date()), -1);
  const stageIds: number[] = [];
  for (let n = 0; n < count; n++) {
    const { stage } = await seedFieldStage(db, {
      clientId: client!.id,
      userId: orderedBy,
      stage: { date: yesterday, time: `${String(6 + (n % 12)).padStart(2, '0')}:00` },
      team: [{ userId: operatorId, confirmation: true }],
    });
    stageIds.push(stage.id);
  }
  process.stdout.write(JSON.stringify({ operatorId, stageIds }));
} finally {
  await database.close();
}
