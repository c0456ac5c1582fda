// What each entry of a camt file means for the books, before anything is looked up in the
// database (decision 019): a credit in CHF gives one payment per transaction detail (TxDtls),
// or, when its details do not add up to the entry, one payment set aside for assignment by hand;
// a debit may be a reversal; the rest is listed as not booked. The entry's debit/credit
// indicator and currency win over what its details say. Pure, so it runs in the parsing worker.
import { CAMT_TEXTS } from '@tragkraft/sync-protocol/camt-texts';
import type { CamtDocument, CamtEntry } from './camt-parse';

export interface PlannedPayment {
  /** Identity: account, bank reference, booking date, amount (and the transaction within a batch). */
  key: string;
  /** The entry's AcctSvcrRef (else the transaction's): what the bank statement shows. */
  bankReference: string | null;
  reference: string;
  amount: number;
  bookingDate: string;
  valueDate: string;
  debtor: string | null;
  /** Why the payment waits for assignment by hand although it may carry a reference; null otherwise. */
  setAside: string | null;
  /** Bank charges the entry is net of, on the first payment of a batch whose details are gross. */
  chargesRp: number;
}

/** The entry a payment comes from: camt.053 and camt.054 of the same booking share it. */
export interface EntryIdentity {
  account: string;
  bankReference: string | null;
  bookingDate: string;
  amount: number;
  /** Key of the entry booked as one payment without details (a camt.053 batch "Sammelgutschrift"). */
  wholeKey: string;
}

type Details = 'listed' | 'none' | 'setAside';

interface NotBooked {
  reference: string;
  amount: number;
  currency: string;
  valueDate: string;
  reason: string;
}

export type EntryPlan =
  | { kind: 'notBooked'; item: NotBooked }
  /**
   * A credit: its payments are its transaction details ('listed'), or it is one payment because
   * it has no details ('none', a camt.053 batch) or its details do not add up ('setAside').
   */
  | { kind: 'credit'; entry: EntryIdentity; details: Details; payments: PlannedPayment[] }
  /** A debit in CHF: a reversal when it is marked so or carries the reference of a booked payment. */
  | { kind: 'debit'; entry: EntryIdentity; marked: boolean; payments: PlannedPayment[] };

export interface FilePlan {
  kind: CamtDocument['kind'];
  accounts: string[];
  entries: EntryPlan[];
}

const notBooked = (entry: CamtEntry, reason: string, reference = ''): EntryPlan => ({
  kind: 'notBooked',
  item: { reference, amount: entry.amount, currency: entry.currency, valueDate: entry.valueDate ?? '', reason },
});

/** The part of a key that names the entry: its bank reference, else that of its only transaction, else its hash. */
function entryPart(entry: CamtEntry): string {
  const single = entry.transactions.length === 1 ? entry.transactions[0]!.bankReference : null;
  return entry.bankReference ?? single ?? `hash:${entry.hash}`;
}

function identityOf(entry: CamtEntry, bookingDate: string): EntryIdentity {
  const base = `camt|${entry.account}|${entryPart(entry)}|${bookingDate}|${entry.amount}`;
  return { account: entry.account, bankReference: entry.bankReference ?? entry.transactions[0]?.bankReference ?? null, bookingDate, amount: entry.amount, wholeKey: `${base}|Ntry` };
}

/** Why the details of a credit cannot be booked one by one, or null when they add up. */
function detailsProblem(entry: CamtEntry): string | null {
  const amounts = entry.transactions.map((tx) => tx.amount);
  if (amounts.some((amount) => amount === undefined)) return CAMT_TEXTS.setAsideCurrency;
  const sum = amounts.reduce<number>((total, amount) => total + amount!, 0);
  // The details are either what arrived or what was sent before the bank's charges.
  if (sum === entry.amount || (entry.charges > 0 && sum === entry.amount + entry.charges)) return null;
  return CAMT_TEXTS.setAsideSum(sum, entry.amount, entry.charges);
}

function paymentsOf(entry: CamtEntry, identity: EntryIdentity, valueDate: string): { details: Details; payments: PlannedPayment[] } {
  const whole = (setAside: string | null): PlannedPayment => ({
    key: identity.wholeKey,
    bankReference: identity.bankReference,
    reference: entry.transactions.length === 1 ? entry.transactions[0]!.reference : '',
    amount: entry.amount,
    bookingDate: identity.bookingDate,
    valueDate,
    debtor: entry.transactions.length === 1 ? entry.transactions[0]!.debtor : null,
    setAside,
    // Stored as the entry's amount: what arrived, charges already off.
    chargesRp: 0,
  });
  if (entry.transactions.length === 0) return { details: 'none', payments: [whole(entry.credit ? CAMT_TEXTS.withoutDetails : null)] };
  const problem = detailsProblem(entry);
  if (problem) return { details: 'setAside', payments: [whole(problem)] };
  const base = `camt|${entry.account}|${entryPart(entry)}|${identity.bookingDate}`;
  // Details that add up to the entry plus its charges are what the debtors sent: the charges
  // ride on the first payment, so the accounting export can book them (decision 026).
  const gross = entry.charges > 0 && entry.transactions.reduce((sum, tx) => sum + tx.amount!, 0) === entry.amount + entry.charges;
  const payments = entry.transactions.map((tx, index) => ({
    // A single transaction is the entry itself, whether its bank repeats the reference in it or not.
    key: `${base}|${tx.amount!}|${entry.transactions.length === 1 ? '1' : (tx.bankReference ?? `#${index + 1}`)}`,
    bankReference: identity.bankReference,
    reference: tx.reference,
    amount: tx.amount!,
    bookingDate: identity.bookingDate,
    valueDate,
    debtor: tx.debtor,
    setAside: null,
    chargesRp: gross && index === 0 ? entry.charges : 0,
  }));
  return { details: 'listed', payments };
}

function planEntry(entry: CamtEntry): EntryPlan {
  const reference = entry.transactions.find((tx) => tx.reference)?.reference ?? '';
  if (entry.status === 'info') return notBooked(entry, CAMT_TEXTS.ignoredInfo, reference);
  if (entry.status === 'pending' || entry.bookingDate === null || entry.valueDate === null) return notBooked(entry, CAMT_TEXTS.ignoredPending, reference);
  if (entry.currency !== 'CHF') return notBooked(entry, CAMT_TEXTS.ignoredCurrency(entry.currency), reference);
  const identity = identityOf(entry, entry.bookingDate);
  if (entry.credit) {
    // A credit marked as reversal takes back one of our debits: not a payment of a debtor.
    if (entry.reversal) return notBooked(entry, CAMT_TEXTS.ignoredDebitReversal, reference);
    return { kind: 'credit', entry: identity, ...paymentsOf(entry, identity, entry.valueDate) };
  }
  const debits = paymentsOf({ ...entry, credit: false }, identity, entry.valueDate).payments;
  if (!entry.reversal && debits.every((debit) => debit.reference === '')) return notBooked(entry, CAMT_TEXTS.ignoredDebit, reference);
  return { kind: 'debit', entry: identity, marked: entry.reversal, payments: debits };
}

export function planFile(document: CamtDocument): FilePlan {
  return { kind: document.kind, accounts: document.accounts, entries: document.entries.map(planEntry) };
}
