// Endpoints of the server feature 'accounting-export' (apps/server/src/features/accounting-export/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { AccountingExportQuerySchema } from '../accounting-export';
import { endpoint, FILE } from './endpoint';

export const accountingExportEndpoints = {
  file: endpoint({ method: 'GET', path: '/api/admin/accounting-export', access: ADMIN, query: AccountingExportQuerySchema, answer: FILE }),
};
