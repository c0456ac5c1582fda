// The access policy: who may call each API route, written out by hand and reviewed, apart from
// the endpoint table (packages/sync-protocol/src/endpoints/) whose `access` the role guard
// reads. src/security/access-matrix.test.ts asks the running guard every route as every role
// and compares its answers with this table, so a role changed in the endpoint table alone, or
// a role group (ADMIN, STAFF, …) changed in @tragkraft/domain, fails there.
//
// Role names only, no role groups: a row says exactly who, and changes only here. 'public':
// no sign-in needed. A new route needs a row (the test prints the line to add); review it
// against the spec's role tables before adding it, do not copy the endpoint table blindly.
import type { Role } from '@tragkraft/domain';

export type Allowed = 'public' | readonly Role[];

/** 'METHOD /api/path' (as in the endpoint table) → who may call it; every other role is refused. */
export const ACCESS_POLICY: Readonly<Record<string, Allowed>> = {
  // absences
  'GET /api/admin/absences': ['admin'],
  'POST /api/admin/absences': ['admin'],
  'DELETE /api/admin/absences/:id': ['admin'],
  'GET /api/me/absences': ['operator', 'employee'],
  // adminClients
  'GET /api/admin/clients': ['admin'],
  'GET /api/admin/clients/:id': ['admin'],
  'POST /api/admin/clients/create': ['admin'],
  'POST /api/admin/clients/update': ['admin'],
  // adminOrders
  'GET /api/admin/orders/new': ['admin'],
  'GET /api/admin/orders/future': ['admin'],
  'GET /api/admin/orders/past': ['admin'],
  'GET /api/admin/order/:orderId': ['admin'],
  'POST /api/admin/order/update': ['admin'],
  'POST /api/admin/order/cancel': ['admin'],
  'POST /api/admin/order/editstages': ['admin'],
  'GET /api/admin/order/download-order-document/:orderId': ['admin'],
  // adminTest
  'GET /api/admin/test-error': ['admin'],
  'GET /api/admin/test-sql-error': ['admin'],
  'GET /api/admin/test-log': ['admin'],
  // adminUsers
  'GET /api/admin/clients/:id/users': ['admin'],
  'GET /api/admin/users/:id': ['admin'],
  'POST /api/admin/users/create': ['admin'],
  'POST /api/admin/users/update': ['admin'],
  'DELETE /api/admin/users/:id': ['admin'],
  'POST /api/admin/users/send-password-link': ['admin'],
  'GET /api/admin/employees': ['admin'],
  // accountingExport
  'GET /api/admin/accounting-export': ['admin'],
  // analytics
  'POST /api/admin/client-analytics-hourly': ['admin'],
  'POST /api/admin/client-analytics-revenue': ['admin'],
  'POST /api/admin/client-analytics-client': ['admin'],
  'POST /api/admin/user-analytics-hourly': ['admin'],
  'POST /api/admin/user-analytics-user': ['admin'],
  // audit
  'GET /api/admin/audit-log': ['admin'],
  // auth
  'POST /api/auth/': 'public',
  'POST /api/auth/request-reset': 'public',
  'POST /api/auth/set-password': 'public',
  'POST /api/user/change': ['client', 'admin', 'operator', 'employee'],
  'POST /api/auth/sign-out': ['admin', 'operator', 'client', 'clerk', 'employee'],
  'POST /api/auth/sign-out-everywhere': ['admin', 'operator', 'client', 'clerk', 'employee'],
  // board
  'GET /api/admin/board': ['admin'],
  'POST /api/admin/board/move': ['admin'],
  'POST /api/admin/board/stage': ['admin'],
  'POST /api/admin/board/apply-order': ['admin'],
  'POST /api/admin/board/suggest-order': ['admin'],
  'GET /api/admin/board/print': ['admin'],
  // calculations
  'GET /api/admin/calculations': ['admin'],
  // calendar
  'GET /api/calendar/:file': 'public',
  'GET /api/me/calendar': ['admin', 'operator', 'employee'],
  'POST /api/me/calendar': ['admin', 'operator', 'employee'],
  // clientErrors
  'POST /api/client-error': ['admin', 'operator', 'client', 'clerk', 'employee'],
  'GET /api/admin/client-errors': ['admin'],
  // clients
  'GET /api/client/details/:clientId': ['client', 'admin'],
  'GET /api/admin/client-logins': ['admin'],
  // creditNotes
  'POST /api/admin/invoices/:invoiceId/credit-note': ['admin'],
  'GET /api/admin/invoices/:invoiceId/credit-notes': ['admin'],
  'GET /api/admin/credit-notes/:creditNoteId/pdf': ['admin'],
  'POST /api/admin/invoices/:invoiceId/write-off': ['admin'],
  // dunning
  'GET /api/admin/dunning/open-items': ['admin'],
  'GET /api/admin/dunning/open-items-excel': ['admin'],
  'GET /api/admin/dunning/proposals': ['admin'],
  'POST /api/admin/dunning/run': ['admin'],
  'GET /api/admin/dunning/reminders/:reminderId/pdf': ['admin'],
  'GET /api/admin/dunning/blocks': ['admin'],
  'POST /api/admin/dunning/blocks': ['admin'],
  'POST /api/admin/dunning/blocks/:blockId/lift': ['admin'],
  // employee
  'GET /api/user/rating': ['operator', 'employee'],
  'GET /api/employee/operations/future': ['operator', 'employee'],
  'GET /api/employee/operations/past': ['operator', 'employee'],
  'GET /api/employee/operations/:stageId': ['operator', 'employee'],
  'POST /api/employee/operations/confirmordecline': ['operator', 'employee'],
  // health
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  // hours
  'GET /api/admin/hours': ['admin'],
  'GET /api/admin/hours-excel': ['admin'],
  // invoiceJournal
  'GET /api/admin/invoices': ['admin'],
  'GET /api/admin/invoices/:invoiceId/history': ['admin'],
  'GET /api/admin/invoices/excel': ['admin'],
  // invoices
  'GET /api/admin/order/generate-invoice/:stageId': ['admin'],
  'GET /api/admin/order/generate-invoice/service/:orderId': ['admin'],
  'GET /api/admin/order/invoice-info/:stageId': ['admin'],
  'GET /api/admin/order/invoice-info/service/:orderId': ['admin'],
  'GET /api/admin/order/invoice-data/:stageId': ['admin'],
  'GET /api/admin/order/invoice-data/service/:orderId': ['admin'],
  'POST /api/admin/create-invoice': ['admin'],
  'GET /api/admin/download-invoice/:invoiceId': ['admin'],
  'POST /api/admin/send-invoice': ['admin'],
  'PUT /api/admin/mark-as-paid/:invoiceId': ['admin'],
  'POST /api/admin/qr-invoice': ['admin'],
  'GET /api/admin/qr-invoice': ['admin'],
  // maps
  'GET /api/maps/autocomplete': ['client', 'admin'],
  'GET /api/maps/distance': ['client', 'admin'],
  // notificationSettings
  'GET /api/admin/notification-settings': ['admin'],
  'PUT /api/admin/notification-settings': ['admin'],
  'GET /api/admin/notification-settings/preview/:key': ['admin'],
  // offers
  'POST /api/offer/:service': ['client'],
  'POST /api/offer/:service/userId/:userId': ['admin'],
  'POST /api/offer/loadoffer': ['client'],
  'POST /api/offer/loadoffer/userId/:userId': ['admin'],
  'POST /api/offer/send': ['client', 'admin'],
  'GET /api/offer/document/:calcId/:format': ['client', 'admin'],
  // operations
  'GET /api/operation/future': ['admin', 'operator'],
  'GET /api/operation/past': ['admin', 'operator'],
  'GET /api/operation/past/:limit': ['admin', 'operator'],
  'GET /api/operation/:stageId': ['admin', 'operator'],
  'POST /api/operation/:stageId': ['admin', 'operator'],
  'PUT /api/operation/:stageId/complete': ['admin'],
  'GET /api/operation/date/:stageId': ['admin', 'operator', 'employee'],
  'GET /api/operation/generate-project-plan/:stageId': ['admin', 'operator'],
  'GET /api/operation/changes': ['admin', 'operator', 'employee'],
  // payments
  'POST /api/admin/payments/import': ['admin'],
  'POST /api/admin/payments/assign': ['admin'],
  'GET /api/admin/payments': ['admin'],
  'POST /api/admin/payments/:paymentId/assign': ['admin'],
  'POST /api/admin/payments/:paymentId/ignore': ['admin'],
  'POST /api/admin/payments/:paymentId/unassign': ['admin'],
  'POST /api/admin/invoices/:invoiceId/refund': ['admin'],
  'POST /api/admin/invoices/:invoiceId/offset': ['admin'],
  'GET /api/admin/payments/open-invoices': ['admin'],
  // orders
  'GET /api/stage/bookedDates': ['client', 'admin'],
  'POST /api/order': ['client', 'admin'],
  'GET /api/orders/future': ['client', 'clerk'],
  'GET /api/orders/past': ['client', 'clerk'],
  'GET /api/orders/:id': ['client', 'clerk'],
  'POST /api/orders/update': ['client'],
  'GET /api/orders/download-order-document/:id': ['client', 'clerk'],
  'GET /api/orders/generate-project-plan/:stageId': ['client', 'clerk'],
  'GET /api/orders/stageDetails/:stageId': ['client', 'clerk'],
  'POST /api/orders/rate-stage/:stageId': ['client'],
  'PATCH /api/orders/sign-stage/:stageId': ['client'],
  'POST /api/orders/change-hours': ['client'],
  'GET /api/:kind/image/:id': ['admin', 'operator', 'client', 'clerk', 'employee'],
  'GET /api/orders/report-pdf/:stageId': ['admin', 'operator', 'client', 'clerk', 'employee'],
  'GET /api/orders/report-signature/:stageId': ['admin', 'operator', 'client', 'clerk', 'employee'],
  // planning
  'GET /api/admin/planning/:stageId': ['admin'],
  'POST /api/admin/planning/assign': ['admin'],
  'POST /api/admin/planning/unassign': ['admin'],
  // profitability
  'GET /api/admin/profitability': ['admin'],
  // push
  'GET /api/push/key': ['admin', 'operator', 'employee'],
  'POST /api/push/subscribe': ['admin', 'operator', 'employee'],
  'DELETE /api/push/subscribe': ['admin', 'operator', 'employee'],
  // workingTime (issue 32): field staff record and correct their own time; the office sees,
  // approves, corrects and exports everyone's; clients and clerks nothing.
  'GET /api/me/time': ['operator', 'employee'],
  'POST /api/me/time': ['operator', 'employee'],
  'POST /api/me/time/correct': ['operator', 'employee'],
  'GET /api/me/time/stages/:stageId': ['operator', 'employee'],
  'GET /api/admin/time': ['admin'],
  'POST /api/admin/time/approve': ['admin'],
  'POST /api/admin/time/correct': ['admin'],
  'GET /api/admin/time/stages': ['admin'],
  'GET /api/admin/time-export': ['admin'],
};
