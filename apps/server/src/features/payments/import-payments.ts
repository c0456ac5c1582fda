// The import of camt files (decision 019): the files are read (unzipped, decoded, parsed and
// planned) in the parsing worker, off the event loop; then each file is booked in one
// transaction, so a file is booked completely or not at all; a refused file does not stop the
// others. A file of an account that is not the company's is refused before anything is booked.
import { IMPORT_LIST_LIMIT, PAYMENT_TEXTS, type PaymentImportAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import type { ReadFile } from './camt-files';
import { CamtTimeout, camtWorkers } from './camt-worker-pool';
import { importFile } from './import-file';
import type { UploadedFile } from './payment-upload';

async function readInWorker(files: UploadedFile[]): Promise<ReadFile[]> {
  try {
    return await camtWorkers.read(files.map((file) => ({ fileName: file.fileName, bytes: file.bytes })));
  } catch (error) {
    if (!(error instanceof CamtTimeout)) throw error;
    return files.map((file) => ({ fileName: file.fileName, error: PAYMENT_TEXTS.parseTimeout(file.fileName) }));
  }
}

/** Why the file may not be booked on these accounts, or null. */
function accountProblem(file: ReadFile & { plan: object }, accounts: string[]): string | null {
  for (const account of file.plan.accounts) {
    if (account === '') return PAYMENT_TEXTS.noAccount(file.fileName);
    if (!accounts.includes(account)) return PAYMENT_TEXTS.foreignAccount(file.fileName, account);
  }
  return null;
}

/** Each list cut to its first IMPORT_LIST_LIMIT rows (a small answer serialises in a moment). */
function cutLists(answer: PaymentImportAnswer): void {
  const { matched, unmatched, duplicates, ignored, reversed } = answer;
  answer.listsCut = [matched, unmatched, duplicates, ignored, reversed].some((list) => list.length > IMPORT_LIST_LIMIT);
  answer.matched = matched.slice(0, IMPORT_LIST_LIMIT);
  answer.unmatched = unmatched.slice(0, IMPORT_LIST_LIMIT);
  answer.duplicates = duplicates.slice(0, IMPORT_LIST_LIMIT);
  answer.ignored = ignored.slice(0, IMPORT_LIST_LIMIT);
  answer.reversed = reversed.slice(0, IMPORT_LIST_LIMIT);
}

export async function importPayments(db: Db, files: UploadedFile[], userId: number, accounts: string[]): Promise<PaymentImportAnswer> {
  const answer: PaymentImportAnswer = { matched: [], unmatched: [], duplicates: [], ignored: [], reversed: [], warnings: [], files: [], failed: [], listsCut: false };
  for (const file of await readInWorker(files)) {
    const problem = file.plan === undefined ? file.error : accountProblem(file, accounts);
    if (problem) {
      answer.failed.push({ fileName: file.fileName, message: problem });
      continue;
    }
    const result = await importFile(db, file.fileName, file.plan!, userId);
    answer.matched.push(...result.matched);
    answer.unmatched.push(...result.unmatched);
    answer.duplicates.push(...result.duplicates);
    answer.ignored.push(...result.ignored);
    answer.reversed.push(...result.reversed);
    answer.warnings.push(...result.warnings);
    answer.files.push(result.totals);
  }
  cutLists(answer);
  if (answer.failed.length > 0) {
    answer.code = 'badRequest';
    const messages = answer.failed.map((f) => f.message);
    answer.message = answer.files.length > 0 ? `${messages.join(' ')} ${PAYMENT_TEXTS.othersProcessed}` : messages.join(' ');
  }
  return answer;
}
