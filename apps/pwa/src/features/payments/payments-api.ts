// Calls of the payments import (server feature 'payments').
import { paymentsEndpoints, type PaymentImportAnswer, type PaymentJournalQuery, type SplitPaymentBody } from '@tragkraft/sync-protocol';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/client';

/**
 * Uploads the camt files. A refused file answers 400 with what the other files booked: that
 * answer is returned as well (its `failed` and `message` name the refused files).
 */
export async function importPaymentFiles(files: File[]): Promise<PaymentImportAnswer> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  try {
    return await call(paymentsEndpoints.import, {}, form);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details.failed)) return error.details as unknown as PaymentImportAnswer;
    throw error;
  }
}

export const loadOpenInvoices = () => call(paymentsEndpoints.openInvoices);
export const splitPayment = (paymentId: number, allocations: SplitPaymentBody['allocations']) => call(paymentsEndpoints.split, { paymentId }, { allocations });

export const loadPaymentJournal = (query: PaymentJournalQuery) => call(paymentsEndpoints.journal, query);
export const ignorePayment = (paymentId: number, reason: string) => call(paymentsEndpoints.ignore, { paymentId }, { reason });
export const unassignPayment = (paymentId: number) => call(paymentsEndpoints.unassign, { paymentId }, {});
