import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ dataDir: string; migrationsDir: string }>(async (app, { dataDir, migrationsDir }) => {
  const db = openDatabase(dataDir, migrationsDir);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    db.$client.close();
  });
});
