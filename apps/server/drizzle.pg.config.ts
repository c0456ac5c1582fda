// PostgreSQL migrations, generated from the pg-core twin of the schema (db/schema-pg.ts) into
// src/db/migrations-pg: `pnpm db:generate:pg`. drizzle.config.ts does the same for SQLite.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './src/db/migrations-pg',
});
