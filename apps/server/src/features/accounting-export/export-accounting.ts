// GET /api/admin/accounting-export: checks the period (real dates, from <= to, at most one
// business year), loads what it holds, books it and renders the chosen format.
import { daysBetween, isValidIsoDate } from '@tragkraft/domain';
import { ACCOUNTING_EXPORT_MAX_DAYS, ACCOUNTING_EXPORT_TEXTS, type AccountingExportQuery } from '@tragkraft/sync-protocol';
import type { AccountingAccounts } from '../../config';
import type { Db } from '../../db/open-database';
import { badRequest } from '../../plugins/errors';
import { accountingBookings } from './accounting-bookings';
import { accountingFile } from './accounting-file';
import { loadAccountingInput } from './load-accounting-input';

export async function exportAccounting(db: Db, accounts: AccountingAccounts, query: AccountingExportQuery): Promise<{ content: string; fileName: string }> {
  if (!isValidIsoDate(query.from)) throw badRequest(ACCOUNTING_EXPORT_TEXTS.fromInvalid);
  if (!isValidIsoDate(query.to)) throw badRequest(ACCOUNTING_EXPORT_TEXTS.toInvalid);
  if (query.from > query.to) throw badRequest(ACCOUNTING_EXPORT_TEXTS.fromAfterTo);
  if (daysBetween(query.from, query.to) + 1 > ACCOUNTING_EXPORT_MAX_DAYS) throw badRequest(ACCOUNTING_EXPORT_TEXTS.tooLong);
  const bookings = accountingBookings(await loadAccountingInput(db, query.from, query.to), accounts);
  const extension = query.format === 'banana' ? 'txt' : 'csv';
  return { content: accountingFile(bookings, query.format), fileName: `Buchhaltung-${query.from}-${query.to}.${extension}` };
}
