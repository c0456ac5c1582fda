// Calls of the accounting export screen (server feature 'accounting-export').
import { accountingExportEndpoints, type AccountingExportQuery } from '@tragkraft/sync-protocol';
import { callFile } from '../../api/client';

export const downloadAccountingExport = (query: AccountingExportQuery) => callFile(accountingExportEndpoints.file, query);
