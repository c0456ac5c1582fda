// Reads a bank's ISO 20022 camt.054 (debit/credit notification) or camt.053 (statement), any
// version 001.xx (.02, .04 and .08 are tested, shaped as PostFinance, UBS, ZKB and Raiffeisen
// deliver them), with fast-xml-parser, never with regular expressions on the XML. It only reads:
// what the entries mean for the books is decided by camt-entries.ts. A pure function, so it can
// run in the parsing worker (camt-worker.ts).
//
// A file that is not well-formed XML, not camt.053/.054, or carries something unreadable (an
// amount, a date that is no real date) throws CamtError: the caller then books nothing from it.
// An entry without dates is not an error: it is pending and reported as not booked.
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CAMT_TEXTS } from '@tragkraft/sync-protocol/camt-texts';
import { amountOf, dateOf, listOf, nodeOf, path, textOf, type Node } from './camt-xml';

interface CamtTransaction {
  /** In the entry's currency (TxDtls/Amt or AmtDtls); undefined when only another currency is given. */
  amount: number | undefined;
  /** TxDtls/Refs/AcctSvcrRef. */
  bankReference: string | null;
  /** QRR / SCOR from RmtInf/Strd/CdtrRefInf/Ref, spaces removed; '' when none. */
  reference: string;
  debtor: string | null;
  /** Charges of this transaction (TxDtls/Chrgs), Rappen. */
  charges: number;
}

type EntryStatus = 'booked' | 'pending' | 'info';

export interface CamtEntry {
  /** IBAN of the statement / notification the entry belongs to ('' when it names none). */
  account: string;
  /** Ntry/AcctSvcrRef. */
  bankReference: string | null;
  /** SHA-256 of the entry: its identity when the bank gives no reference. */
  hash: string;
  amount: number;
  currency: string;
  credit: boolean;
  /** RvslInd true: the bank takes back an earlier entry. */
  reversal: boolean;
  status: EntryStatus;
  /** BookgDt (else ValDt); null when the entry has neither (pending). */
  bookingDate: string | null;
  /** ValDt (else BookgDt). */
  valueDate: string | null;
  /** Charges of the entry (Ntry/Chrgs, else the sum of its transactions' charges), Rappen. */
  charges: number;
  transactions: CamtTransaction[];
}

export interface CamtDocument {
  kind: 'camt.053' | 'camt.054';
  /** The account (IBAN) of each statement / notification, '' for one that names none. */
  accounts: string[];
  entries: CamtEntry[];
}

export class CamtError extends Error {}

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.05([34])\.001\.\d{2}$/;
const ROOTS = { '3': { document: 'BkToCstmrStmt', report: 'Stmt' }, '4': { document: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn' } } as const;
// Elements that may repeat; always read as arrays.
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd', 'Chrgs', 'Rcrd']);

function namespaceOf(xml: string): string | undefined {
  const roots = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, stopNodes: ['*.Document'] }).parse(xml) as Node;
  const rootName = Object.keys(roots).find((name) => !name.startsWith('?') && (name === 'Document' || name.endsWith(':Document')));
  if (!rootName) return undefined;
  const prefix = rootName.includes(':') ? `:${rootName.split(':')[0]}` : '';
  const value = nodeOf(roots[rootName])?.[`@_xmlns${prefix}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The debtor's name: RltdPties/Dbtr/Nm (.02/.04) or RltdPties/Dbtr/Pty/Nm (.08). */
function debtorOf(tx: Node): string | null {
  return textOf(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? textOf(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ?? null;
}

function referenceOf(tx: Node): string {
  for (const structured of listOf(path(tx, 'RmtInf', 'Strd'))) {
    const reference = textOf(path(structured, 'CdtrRefInf', 'Ref'));
    if (reference) return reference.replace(/\s+/g, '').toUpperCase();
  }
  return '';
}

function statusOf(entry: Node): EntryStatus {
  const code = textOf(entry.Sts) ?? textOf(path(entry, 'Sts', 'Cd')) ?? 'BOOK';
  if (code === 'BOOK') return 'booked';
  return code === 'INFO' ? 'info' : 'pending';
}

export type Bad = (detail: string) => CamtError;

/**
 * Charges of a Chrgs list: its TtlChrgsAndTaxAmt (.04+), else the sum of its records (Rcrd/Amt,
 * .04+) or of the Chrgs elements themselves (Chrgs/Amt, .02).
 */
function chargesOf(charges: unknown, currency: string, bad: Bad): number {
  let total = 0;
  for (const block of listOf(charges)) {
    const stated = amountOf(block.TtlChrgsAndTaxAmt, bad);
    if (stated) {
      total += stated.rappen;
      continue;
    }
    for (const record of [block, ...listOf(block.Rcrd)]) {
      const amount = amountOf(record.Amt, bad);
      if (amount && (amount.currency === undefined || amount.currency === currency)) total += amount.rappen;
    }
  }
  return total;
}

/**
 * The transaction's amount in the entry's currency: TxDtls/Amt (.04+), else AmtDtls/TxAmt (.02
 * gives it only there), InstdAmt or CntrValAmt, the first one in that currency. A transaction
 * with no amount at all is a broken file; one with an amount in another currency only
 * (a foreign payment) leaves it undefined.
 */
function transactionAmountOf(tx: Node, currency: string, bad: Bad): number | undefined {
  const candidates = [tx.Amt, path(tx, 'AmtDtls', 'TxAmt', 'Amt'), path(tx, 'AmtDtls', 'InstdAmt', 'Amt'), path(tx, 'AmtDtls', 'CntrValAmt', 'Amt')]
    .map((node) => amountOf(node, bad))
    .filter((amount) => amount !== undefined);
  return candidates.find((amount) => amount.currency === undefined || amount.currency === currency)?.rappen;
}

function entryOf(entry: Node, account: string, bad: Bad): CamtEntry {
  const amount = amountOf(entry.Amt, bad);
  const indicator = textOf(entry.CdtDbtInd);
  if (amount === undefined || !amount.currency || (indicator !== 'CRDT' && indicator !== 'DBIT')) throw bad(CAMT_TEXTS.entryIncomplete);
  const currency = amount.currency;
  const bookingDate = dateOf(entry.BookgDt, bad);
  const valueDate = dateOf(entry.ValDt, bad);
  const details = listOf(entry.NtryDtls).flatMap((d) => listOf(d.TxDtls));
  const transactions = details.map((tx): CamtTransaction => {
    const txAmount = transactionAmountOf(tx, currency, bad);
    const stated = [tx.Amt, tx.AmtDtls].some((node) => node !== undefined);
    // A single transaction may leave its amount to the entry; in a batch each must give one.
    if (txAmount === undefined && !stated && details.length > 1) throw bad(CAMT_TEXTS.transactionAmountMissing);
    return {
      amount: txAmount ?? (stated ? undefined : amount.rappen),
      bankReference: textOf(path(tx, 'Refs', 'AcctSvcrRef')) || null,
      reference: referenceOf(tx),
      debtor: debtorOf(tx),
      charges: chargesOf(tx.Chrgs, currency, bad),
    };
  });
  const entryCharges = chargesOf(entry.Chrgs, currency, bad);
  return {
    account,
    bankReference: textOf(entry.AcctSvcrRef) || null,
    hash: createHash('sha256').update(JSON.stringify(entry)).digest('hex'),
    amount: amount.rappen,
    currency,
    credit: indicator === 'CRDT',
    reversal: textOf(entry.RvslInd)?.toLowerCase() === 'true',
    status: bookingDate ?? valueDate ? statusOf(entry) : 'pending',
    bookingDate: bookingDate ?? valueDate ?? null,
    valueDate: valueDate ?? bookingDate ?? null,
    charges: entryCharges > 0 ? entryCharges : transactions.reduce((sum, tx) => sum + tx.charges, 0),
    transactions,
  };
}

/** Whatever the parser throws on input the validator let pass is a broken file (400), never a 500. */
function readXml<T>(read: () => T, fileName: string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CamtError) throw error;
    throw new CamtError(CAMT_TEXTS.notXml(fileName));
  }
}

export function parseCamt(xml: string, fileName: string): CamtDocument {
  if (XMLValidator.validate(xml) !== true) throw new CamtError(CAMT_TEXTS.notXml(fileName));
  const match = NAMESPACE.exec(readXml(() => namespaceOf(xml), fileName) ?? '');
  if (!match) throw new CamtError(CAMT_TEXTS.notCamt(fileName));
  const root = ROOTS[match[1] as '3' | '4'];
  const parsed = readXml(
    () =>
      new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        removeNSPrefix: true,
        parseTagValue: false,
        parseAttributeValue: false,
        isArray: (name) => REPEATED.has(name),
      }).parse(xml) as Node,
    fileName,
  );
  const document = nodeOf(path(parsed, 'Document', root.document));
  if (!document) throw new CamtError(CAMT_TEXTS.notCamt(fileName));
  const bad: Bad = (detail) => new CamtError(CAMT_TEXTS.badEntry(fileName, detail));

  const accounts: string[] = [];
  const entries: CamtEntry[] = [];
  readXml(() => {
    for (const report of listOf(document[root.report])) {
      const account = (textOf(path(report, 'Acct', 'Id', 'IBAN')) ?? '').replace(/\s+/g, '').toUpperCase();
      accounts.push(account);
      for (const entry of listOf(report.Ntry)) entries.push(entryOf(entry, account, bad));
    }
  }, fileName);
  return { kind: match[1] === '3' ? 'camt.053' : 'camt.054', accounts, entries };
}
