// Reads a bank's ISO 20022 camt.054 (debit/credit notification) or camt.053 (statement) with
// fast-xml-parser, never with regular expressions on the XML. Each transaction detail (TxDtls)
// of an entry (Ntry) is one payment: a batch entry holds several. Credits in CHF are kept;
// debits, other currencies and entries not yet booked are reported as ignored. A file that is
// not well-formed XML, not camt.053/.054, or misses what a payment needs throws CamtError: the
// caller then books nothing from it.
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PAYMENT_TEXTS } from '@tragkraft/sync-protocol';

export interface CamtPayment {
  /** AcctSvcrRef of the transaction or its entry, else a hash of the entry. */
  key: string;
  reference: string;
  amount: number;
  currency: string;
  valueDate: string;
  debtor: string | null;
  credit: boolean;
  booked: boolean;
}

export class CamtError extends Error {}

/** camt.053 / camt.054, any version 001.xx (.04 and .08 are tested). */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.05([34])\.001\.\d{2}$/;
const ROOTS = { '3': { document: 'BkToCstmrStmt', report: 'Stmt' }, '4': { document: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn' } } as const;
// Elements that may repeat; always read as arrays.
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd']);

type Node = Record<string, unknown>;

const nodeOf = (value: unknown): Node | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const listOf = (value: unknown): Node[] => (Array.isArray(value) ? value.map(nodeOf).filter((n): n is Node => n !== undefined) : []);
const path = (node: Node | undefined, ...names: string[]): unknown => names.reduce<unknown>((at, name) => nodeOf(at)?.[name], node);
/** The text of an element (it may carry attributes, then its text is '#text'). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  const node = nodeOf(value);
  return typeof node?.['#text'] === 'string' ? node['#text'].trim() : undefined;
}

/** '1234.5' -> 123450 Rappen; undefined for anything else than a plain non-negative decimal. */
function rappenOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return undefined;
  const [francs, cents = ''] = text.split('.');
  return Number(francs) * 100 + Number(cents.padEnd(2, '0'));
}

function dateOf(node: unknown): string | undefined {
  const date = textOf(path(nodeOf(node), 'Dt')) ?? textOf(path(nodeOf(node), 'DtTm'))?.slice(0, 10);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

function namespaceOf(xml: string): string | undefined {
  const roots = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(xml) as Node;
  const rootName = Object.keys(roots).find((name) => !name.startsWith('?') && (name === 'Document' || name.endsWith(':Document')));
  if (!rootName) return undefined;
  const prefix = rootName.includes(':') ? `:${rootName.split(':')[0]}` : '';
  const value = nodeOf(roots[rootName])?.[`@_xmlns${prefix}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The debtor's name: RltdPties/Dbtr/Nm (.04) or RltdPties/Dbtr/Pty/Nm (.08). */
function debtorOf(tx: Node | undefined): string | null {
  return textOf(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? textOf(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ?? null;
}

function referenceOf(tx: Node | undefined): string {
  for (const structured of listOf(path(tx, 'RmtInf', 'Strd'))) {
    const reference = textOf(path(structured, 'CdtrRefInf', 'Ref'));
    if (reference) return reference.replace(/\s+/g, '').toUpperCase();
  }
  return '';
}

function statusOf(entry: Node): string | undefined {
  return textOf(entry.Sts) ?? textOf(path(entry, 'Sts', 'Cd'));
}

/** Whatever the parser throws on input the validator let pass is a broken file (400), never a 500. */
function readXml<T>(read: () => T, fileName: string): T {
  try {
    return read();
  } catch {
    throw new CamtError(PAYMENT_TEXTS.notXml(fileName));
  }
}

export function parseCamt(xml: string, fileName: string): CamtPayment[] {
  if (XMLValidator.validate(xml) !== true) throw new CamtError(PAYMENT_TEXTS.notXml(fileName));
  const match = NAMESPACE.exec(readXml(() => namespaceOf(xml), fileName) ?? '');
  if (!match) throw new CamtError(PAYMENT_TEXTS.notCamt(fileName));
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
  if (!document) throw new CamtError(PAYMENT_TEXTS.notCamt(fileName));
  const bad = (detail: string) => new CamtError(PAYMENT_TEXTS.badEntry(fileName, detail));

  const payments: CamtPayment[] = [];
  for (const report of listOf(document[root.report])) {
    for (const entry of listOf(report.Ntry)) {
      const entryAmount = rappenOf(textOf(entry.Amt));
      const entryCurrency = textOf(path(entry, 'Amt', '@_Ccy'));
      const entryIndicator = textOf(entry.CdtDbtInd);
      const valueDate = dateOf(entry.ValDt) ?? dateOf(entry.BookgDt);
      if (entryAmount === undefined || !entryCurrency || !entryIndicator || !valueDate) throw bad('Betrag, Währung, Gutschrift/Belastung oder Valuta einer Buchung fehlt');
      const entryRef = textOf(entry.AcctSvcrRef);
      const entryHash = createHash('sha256').update(JSON.stringify(entry)).digest('hex');
      const details = listOf(entry.NtryDtls).flatMap((d) => listOf(d.TxDtls));
      const booked = (statusOf(entry) ?? 'BOOK') === 'BOOK';
      if (details.length === 0) {
        payments.push({ key: entryRef ? `ref:${entryRef}` : `hash:${entryHash}`, reference: '', amount: entryAmount, currency: entryCurrency, valueDate, debtor: null, credit: entryIndicator === 'CRDT', booked });
        continue;
      }
      details.forEach((tx, index) => {
        // A single transaction may leave its amount to the entry; a batch must give each one.
        const txAmountNode = path(tx, 'Amt') ?? path(tx, 'AmtDtls', 'TxAmt', 'Amt');
        const amount = txAmountNode === undefined && details.length === 1 ? entryAmount : rappenOf(textOf(txAmountNode));
        if (amount === undefined) throw bad('Betrag einer Transaktion fehlt');
        const txRef = textOf(path(tx, 'Refs', 'AcctSvcrRef'));
        // The entry's reference alone for a single transaction: the same payment in a camt.053
        // without details gets the same key.
        const single = details.length === 1 ? '' : `#${index + 1}`;
        const key = txRef ? `ref:${txRef}` : entryRef ? `ref:${entryRef}${single}` : `hash:${entryHash}${single}`;
        payments.push({
          key,
          reference: referenceOf(tx),
          amount,
          currency: textOf(nodeOf(txAmountNode)?.['@_Ccy']) ?? entryCurrency,
          valueDate,
          debtor: debtorOf(tx),
          credit: (textOf(tx.CdtDbtInd) ?? entryIndicator) === 'CRDT',
          booked,
        });
      });
    }
  }
  return payments;
}
