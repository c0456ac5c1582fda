// The tables of the engine this process runs on. A server runs on one engine for its whole life:
// PostgreSQL when DATABASE_URL is set, else SQLite (decision 020). Use cases import their tables
// from here and get the dialect's column mappings (SQLite: JSON as text, booleans as 0/1;
// PostgreSQL: jsonb, boolean). Both schemas describe the same tables (test/db/schema-shape.test.ts),
// so the tables are typed once, as PostgreSQL's.
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema-sqlite';

export type Engine = 'sqlite' | 'postgres';

export const ENGINE: Engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export type Tables = typeof pgSchema;

const tables = (ENGINE === 'postgres' ? pgSchema : sqliteSchema) as unknown as Tables;

export const {
  clients,
  clientServiceSettings,
  users,
  passwordResetTokens,
  sessions,
  authAttempts,
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
} = tables;
