// Calls of the admin test page (server features 'admin-test' and, for the sample QR-bill, 'invoices').
import { adminTestEndpoints, invoicesEndpoints } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export const triggerServerError = () => call(adminTestEndpoints.serverError);
export const triggerSqlError = () => call(adminTestEndpoints.sqlError);
export const writeTestLog = () => call(adminTestEndpoints.log);
export const downloadQrSample = () => callFile(invoicesEndpoints.qrInvoiceSample);
