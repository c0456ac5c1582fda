import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import errorsPlugin from './plugins/errors';
import securityHeadersPlugin from './plugins/security-headers';
import requestTimeoutsPlugin from './plugins/request-timeouts';
import connectionLimitsPlugin from './plugins/connection-limits';
import validationPlugin from './plugins/validation';
import serializationPlugin from './plugins/serialization';
import dbPlugin from './plugins/db';
import authPlugin from './plugins/auth';
import mailerPlugin from './plugins/mailer';
import mailQueuePlugin from './plugins/mail-queue';
import staticPwaPlugin from './plugins/static-pwa';
import storagePlugin from './plugins/storage';
import idempotencyPlugin from './plugins/idempotency';
import lifecyclePlugin from './plugins/lifecycle';
import metricsPlugin from './metrics/metrics';
import customerMessagesPlugin from './features/customer-messages/customer-messages';
import { seedDemoIfEmpty } from './db/seed-demo';
import { sharedSecret } from './db/shared-secret';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { adminTestRoutes } from './features/admin-test/routes';
import { mapsRoutes } from './features/maps/routes';
import { offerRoutes } from './features/offers/routes';
import { orderRoutes } from './features/orders/routes';
import { calculationRoutes } from './features/calculations/routes';
import { clientRoutes } from './features/clients/routes';
import { operationRoutes } from './features/operations/routes';
import { employeeRoutes } from './features/employee/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { paymentRoutes } from './features/payments/routes';
import { dunningRoutes } from './features/dunning/routes';
import { creditNoteRoutes } from './features/credit-notes/routes';
import { invoiceJournalRoutes } from './features/invoice-journal/routes';
import { auditRoutes } from './features/audit/routes';
import { adminClientRoutes } from './features/admin-clients/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { adminOrderRoutes } from './features/admin-orders/routes';
import { planningRoutes } from './features/planning/routes';
import { boardRoutes } from './features/board/routes';
import { absenceRoutes } from './features/absences/routes';
import { hoursRoutes } from './features/hours/routes';
import { profitabilityRoutes } from './features/profitability/routes';
import { accountingExportRoutes } from './features/accounting-export/routes';
import { calendarRoutes } from './features/calendar/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { notificationSettingsRoutes } from './features/notification-settings/routes';
import pushQueuePlugin from './features/push/push-queue';
import { vapidKeys } from './features/push/push-keys';
import { pushRoutes } from './features/push/routes';
import { workingTimeRoutes } from './features/working-time/routes';
import { loggerOptions, REQUEST_ID_HEADER, type LogStream } from './logging';
import { restrictDataDir } from './security/file-modes';

/** The body limit of ordinary (JSON) requests; uploads read multipart with their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: Config, logStream?: LogStream): Promise<FastifyInstance> {
  restrictDataDir(config.dataDir);
  // return503OnClosing: requests arriving while the instance stops get plugins/lifecycle.ts's German 503.
  const options: FastifyServerOptions = { ...loggerOptions(config.logLevel, logStream), bodyLimit: JSON_BODY_LIMIT_BYTES, trustProxy: config.trustProxy, return503OnClosing: false };
  const app = Fastify(options).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Plugins first, routes after: routes use plugins, never the other way round.
  await app.register(lifecyclePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(connectionLimitsPlugin, { limits: config.limits });
  await app.register(requestTimeoutsPlugin, { limits: config.limits });
  await app.register(validationPlugin);
  await app.register(serializationPlugin);
  await app.register(dbPlugin, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    migrationsDir: config.migrationsDir,
    migrationsPgDir: config.migrationsPgDir,
  });
  const jwtSecret = config.jwtSecret ?? (await sharedSecret(app.db, 'jwt'));
  await app.register(authPlugin, { secret: jwtSecret, expiresInSeconds: config.jwtExpiresInSeconds });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir: config.dataDir });
  await app.register(mailQueuePlugin);
  const pushKeys = await vapidKeys(app.db, { vapidKeys: config.push.vapidKeys, dataDir: config.dataDir, onPostgres: config.databaseUrl !== null });
  await app.register(pushQueuePlugin, { settings: config.push, keys: pushKeys });
  await app.register(storagePlugin, { uploadsDir: config.uploadsDir, s3: config.s3 });
  await app.register(idempotencyPlugin);
  await app.register(metricsPlugin, { settings: config.metrics });
  await app.register(staticPwaPlugin, { pwaDir: config.pwaDir });
  // The automatic customer mails and the reminder scheduler (decision 025); the routes use it.
  await app.register(customerMessagesPlugin, { company: config.company, tickSeconds: config.reminderTickSeconds });

  await app.register(healthRoutes);
  await app.register(authRoutes, { publicUrl: config.publicUrl, secret: jwtSecret });
  await app.register(clientErrorRoutes);
  await app.register(adminTestRoutes);
  await app.register(offerRoutes, { company: config.company });
  await app.register(orderRoutes, { company: config.company, openBookedDaysPerClient: config.limits.openBookedDaysPerClient });
  await app.register(calculationRoutes);
  await app.register(clientRoutes, { providerPhone: config.company.phone });
  await app.register(mapsRoutes, { localitiesFile: config.localitiesFile, providerUrl: config.mapsProviderUrl });
  await app.register(operationRoutes, { company: config.company, publicUrl: config.publicUrl, limits: config.limits });
  await app.register(employeeRoutes);
  await app.register(invoiceRoutes, { company: config.company });
  await app.register(paymentRoutes, { accounts: config.company.bankAccounts });
  await app.register(dunningRoutes, { company: config.company, rules: config.dunning });
  await app.register(creditNoteRoutes, { company: config.company });
  await app.register(invoiceJournalRoutes, { company: config.company, rules: config.dunning });
  await app.register(auditRoutes);
  await app.register(adminClientRoutes);
  await app.register(adminUserRoutes, { publicUrl: config.publicUrl });
  await app.register(adminOrderRoutes, { company: config.company });
  await app.register(planningRoutes);
  await app.register(boardRoutes, { company: config.company, localitiesFile: config.localitiesFile, providerUrl: config.mapsProviderUrl });
  await app.register(absenceRoutes);
  await app.register(workingTimeRoutes, { company: config.company });
  await app.register(hoursRoutes, { companyName: config.company.name });
  await app.register(profitabilityRoutes, { companyName: config.company.name });
  await app.register(accountingExportRoutes, { accounts: config.accounting });
  await app.register(analyticsRoutes);
  await app.register(notificationSettingsRoutes, { company: config.company, publicUrl: config.publicUrl });
  await app.register(calendarRoutes, { jwtSecret, publicUrl: config.publicUrl, withContacts: config.calendarFeedContacts });
  await app.register(pushRoutes, { allowHttpLoopback: config.push.allowHttpLoopback });

  await app.ready();
  if (config.seedDemo) await seedDemoIfEmpty(app.db);
  app.lifecycle.markReady();
  return app;
}
