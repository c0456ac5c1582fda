import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions, type Db } from '../db/open-database';
import type { Engine } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
  }
}

export default fp<DatabaseOptions>(async (app, options) => {
  const database = await openDatabase(options);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.addHook('onClose', async () => {
    await database.close();
  });
});
