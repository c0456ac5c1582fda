// The SQLite tables: db/schema-tables.ts built with the sqlite-core kit. drizzle-kit generates
// migrations/ from this file (drizzle.config.ts); db/schema.ts hands these tables to the use
// cases when the server runs on SQLite. Typed as PostgreSQL's tables (the kit's type, see
// db/schema-kit.ts); drizzle-kit and the driver look at what they are, sqlite-core tables.
import { sqliteKit } from './schema-kit';
import { defineTables } from './schema-tables';

export const {
  clients,
  clientServiceSettings,
  users,
  passwordResetTokens,
  sessions,
  signInPlaces,
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
  invoiceReminders,
  creditNotes,
  creditNoteLines,
  creditTransfers,
  invoiceWriteOffs,
  dunningBlocks,
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
} = defineTables(sqliteKit);
