// The PostgreSQL tables: db/schema-tables.ts built with the pg-core kit. drizzle-kit generates
// migrations-pg/ from this file (drizzle.pg.config.ts); db/schema.ts hands these tables to the
// use cases when the server runs on PostgreSQL.
import { pgKit } from './schema-kit';
import { defineTables } from './schema-tables';

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
  invoiceReminders,
  creditNotes,
  creditNoteLines,
  creditTransfers,
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
} = defineTables(pgKit);
