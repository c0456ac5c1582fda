// The tables of the engine this process runs on. A server runs on one engine for its whole life:
// PostgreSQL when DATABASE_URL is set, else SQLite (decision 020). Use cases import their tables
// from here and get the dialect's column mappings (SQLite: JSON as text, booleans as 0/1;
// PostgreSQL: jsonb, boolean). Both are built from one definition (db/schema-tables.ts), so the
// tables are typed once, as PostgreSQL's (decision 030).
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema-sqlite';
import type { defineTables } from './schema-tables';

export type Engine = 'sqlite' | 'postgres';

export const ENGINE: Engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export type Tables = typeof pgSchema;

// drizzle-kit sees only the named exports of schema-pg.ts and schema-sqlite.ts: both must name
// every table of the definition (and, by the line after, the same ones).
type TableName = keyof ReturnType<typeof defineTables>;
void (pgSchema satisfies Record<TableName, unknown>);
const tables: Tables = ENGINE === 'postgres' ? pgSchema : sqliteSchema;

export const {
  clients,
  clientServiceSettings,
  users,
  passwordResetTokens,
  sessions,
  authAttempts,
  signInPlaces,
  calendarFeeds,
  pushSubscriptions,
  pushQueue,
  serverSecrets,
  calculations,
  orders,
  stages,
  stageAssignments,
  clientRatings,
  images,
  stageSignatures,
  invoices,
  invoiceLines,
  payments,
  paymentAllocations,
  creditNotes,
  creditNoteLines,
  creditTransfers,
  invoiceWriteOffs,
  dunningBlocks,
  invoiceReminders,
  clientErrors,
  idempotencyRecords,
  auditLog,
  mailQueue,
  staleStageFigures,
  stageFigures,
  staffStageFigures,
  absences,
  notificationSettings,
  stageReminders,
  timeEntries,
  timeEntryCorrections,
  timeWeekApprovals,
  travelTimes,
} = tables;
