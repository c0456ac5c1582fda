import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions, type Db, type PoolUse } from '../db/open-database';
import type { Engine } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
    /** PostgreSQL's pool use for the metrics; null on SQLite. */
    dbPoolUse: () => PoolUse | null;
  }
}

export default fp<DatabaseOptions>(async (app, options) => {
  const database = await openDatabase(options);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('dbPoolUse', () => database.poolUse());
  app.addHook('onClose', async () => {
    await database.close();
  });
});
