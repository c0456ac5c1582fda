// The endpoint table: every API route, one file per server feature. The server registers
// exactly these routes (apps/server/src/plugins/endpoint-route.ts) and the PWA calls them
// through apps/pwa/src/api/call.ts. PWA code imports a feature's own table (e.g.
// `operationsEndpoints`), so a screen's bundle holds only the schemas it uses.
import type { EndpointSpec } from './endpoint';
import { accountingExportEndpoints } from './accounting-export';
import { absencesEndpoints } from './absences';
import { adminClientsEndpoints } from './admin-clients';
import { adminOrdersEndpoints } from './admin-orders';
import { adminTestEndpoints } from './admin-test';
import { adminUsersEndpoints } from './admin-users';
import { analyticsEndpoints } from './analytics';
import { auditEndpoints } from './audit';
import { boardEndpoints } from './board';
import { authEndpoints } from './auth';
import { calculationsEndpoints } from './calculations';
import { calendarEndpoints } from './calendar';
import { clientErrorsEndpoints } from './client-errors';
import { clientsEndpoints } from './clients';
import { creditNotesEndpoints } from './credit-notes';
import { dunningEndpoints } from './dunning';
import { employeeEndpoints } from './employee';
import { healthEndpoints } from './health';
import { hoursEndpoints } from './hours';
import { invoiceJournalEndpoints } from './invoice-journal';
import { invoicesEndpoints } from './invoices';
import { mapsEndpoints } from './maps';
import { notificationSettingsEndpoints } from './notification-settings';
import { offersEndpoints } from './offers';
import { operationsEndpoints } from './operations';
import { paymentsEndpoints } from './payments';
import { ordersEndpoints } from './orders';
import { planningEndpoints } from './planning';
import { profitabilityEndpoints } from './profitability';
import { pushEndpoints } from './push';
import { workingTimeEndpoints } from './working-time';

export const endpoints = {
  absences: absencesEndpoints,
  adminClients: adminClientsEndpoints,
  adminOrders: adminOrdersEndpoints,
  adminTest: adminTestEndpoints,
  adminUsers: adminUsersEndpoints,
  accountingExport: accountingExportEndpoints,
  analytics: analyticsEndpoints,
  audit: auditEndpoints,
  auth: authEndpoints,
  board: boardEndpoints,
  calculations: calculationsEndpoints,
  calendar: calendarEndpoints,
  clientErrors: clientErrorsEndpoints,
  clients: clientsEndpoints,
  creditNotes: creditNotesEndpoints,
  dunning: dunningEndpoints,
  employee: employeeEndpoints,
  health: healthEndpoints,
  hours: hoursEndpoints,
  invoiceJournal: invoiceJournalEndpoints,
  invoices: invoicesEndpoints,
  maps: mapsEndpoints,
  notificationSettings: notificationSettingsEndpoints,
  offers: offersEndpoints,
  operations: operationsEndpoints,
  payments: paymentsEndpoints,
  orders: ordersEndpoints,
  planning: planningEndpoints,
  profitability: profitabilityEndpoints,
  push: pushEndpoints,
  workingTime: workingTimeEndpoints,
};

export interface NamedEndpoint {
  /** 'orders.future': the feature's table and the entry's name in it. */
  name: string;
  entry: EndpointSpec;
}

/** Every entry with its name, for the role guard and the route tests. */
export function endpointList(): NamedEndpoint[] {
  return Object.entries(endpoints).flatMap(([feature, table]) =>
    Object.entries(table as Record<string, EndpointSpec>).map(([name, entry]) => ({ name: `${feature}.${name}`, entry })),
  );
}

export * from './endpoint';
export {
  absencesEndpoints,
  accountingExportEndpoints,
  adminClientsEndpoints,
  adminOrdersEndpoints,
  adminTestEndpoints,
  adminUsersEndpoints,
  analyticsEndpoints,
  auditEndpoints,
  authEndpoints,
  boardEndpoints,
  calculationsEndpoints,
  calendarEndpoints,
  clientErrorsEndpoints,
  clientsEndpoints,
  creditNotesEndpoints,
  dunningEndpoints,
  employeeEndpoints,
  healthEndpoints,
  hoursEndpoints,
  invoiceJournalEndpoints,
  invoicesEndpoints,
  mapsEndpoints,
  notificationSettingsEndpoints,
  offersEndpoints,
  operationsEndpoints,
  ordersEndpoints,
  paymentsEndpoints,
  planningEndpoints,
  profitabilityEndpoints,
  pushEndpoints,
  workingTimeEndpoints,
};
