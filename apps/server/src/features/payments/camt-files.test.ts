import { describe, expect, it } from 'vitest';
import { bankFile, COMPANY_ACCOUNT } from '../../../test/features/payments/bank-files';
import { zipFile } from '../../../test/features/payments/zip-file';
import type { EntryPlan } from './camt-entries';
import { readCamtFiles, type ReadFile } from './camt-files';
import { camtWorkers } from './camt-worker-pool';

const DATE = '2026-11-24';
const batch = (values: Record<string, string> = {}) =>
  bankFile('postfinance-camt054-v04-batch.xml', { DATE, BATCH_REF: 'PF-B1', ENTRY_AMOUNT: '298.80', CHARGES: '1.20', AMOUNT_1: '100.00', AMOUNT_2: '200.00', REF_1: 'REF1', REF_2: 'REF2', ...values });
const raiffeisen = (values: Record<string, string> = {}) =>
  bankFile('raiffeisen-camt054-v02-latin1.xml', { DATE, PREFIX: 'RF', AMOUNT: '95.00', EUR_AMOUNT: '100.00', REF: 'REF3', PENDING_AMOUNT: '10.00', PENDING_REF: 'REF4', INFO_AMOUNT: '5.00', ...values }, 'latin1');
const reversal = (values: Record<string, string> = {}) => bankFile('zkb-camt054-v08-reversal.xml', { DATE, PREFIX: 'ZKB', AMOUNT: '100.00', REVERSAL: 'true', REF: 'REF1', ...values });

function read(fileName: string, bytes: Buffer): ReadFile {
  const [file] = readCamtFiles([{ fileName, bytes }]);
  return file!;
}
const entriesOf = (file: ReadFile): EntryPlan[] => {
  if (file.error !== undefined) throw new Error(file.error);
  return file.plan.entries;
};

describe('[payments] reading camt files (decision 019)', () => {
  it('a batch whose details add up to the entry plus its charges: one payment per detail, gross, with the account', () => {
    const file = read('pf.xml', batch());
    expect(file.plan?.accounts).toEqual([COMPANY_ACCOUNT]);
    expect(entriesOf(file)).toEqual([
      {
        kind: 'credit',
        details: 'listed',
        entry: { account: COMPANY_ACCOUNT, bankReference: 'PF-B1', bookingDate: DATE, amount: 29_880, wholeKey: `camt|${COMPANY_ACCOUNT}|PF-B1|${DATE}|29880|Ntry` },
        payments: [
          { key: `camt|${COMPANY_ACCOUNT}|PF-B1|${DATE}|10000|PF-B1-1`, bankReference: 'PF-B1', reference: 'REF1', amount: 10_000, bookingDate: DATE, valueDate: DATE, debtor: 'Bäckerei Müller GmbH', setAside: null, chargesRp: 120 },
          { key: `camt|${COMPANY_ACCOUNT}|PF-B1|${DATE}|20000|PF-B1-2`, bankReference: 'PF-B1', reference: 'REF2', amount: 20_000, bookingDate: DATE, valueDate: DATE, debtor: 'Zürcher Wohnbau AG', setAside: null, chargesRp: 0 },
        ],
      },
    ]);
  });

  it('a batch whose details do not add up is one payment set aside with the reason', () => {
    const [entry] = entriesOf(read('pf.xml', batch({ AMOUNT_2: '250.00' })));
    expect(entry).toMatchObject({ kind: 'credit', details: 'setAside', payments: [{ amount: 29_880, reference: '', key: `camt|${COMPANY_ACCOUNT}|PF-B1|${DATE}|29880|Ntry` }] });
    expect(entry?.kind === 'credit' && entry.payments[0]!.setAside).toBe("Die Einzelzahlungen ergeben CHF 350.00, die Buchung CHF 298.80 (Spesen CHF 1.20): bitte von Hand zuordnen");
  });

  it('the entry decides credit or debit and currency: a detail saying DBIT or EUR in a CHF credit is still a CHF credit', () => {
    const text = batch().toString('utf8').replace('<CdtDbtInd>CRDT</CdtDbtInd>\n            <AmtDtls>', '<CdtDbtInd>DBIT</CdtDbtInd>\n            <AmtDtls>');
    const [entry] = entriesOf(read('pf.xml', Buffer.from(text)));
    expect(entry).toMatchObject({ kind: 'credit', details: 'listed', payments: [{ amount: 10_000 }, { amount: 20_000 }] });
    // The entry in EUR with CHF details: not booked, whatever the details say.
    const euro = batch().toString('utf8').replace('<Amt Ccy="CHF">298.80</Amt>', '<Amt Ccy="EUR">298.80</Amt>');
    expect(entriesOf(read('eur.xml', Buffer.from(euro)))).toEqual([{ kind: 'notBooked', item: { reference: 'REF1', amount: 29_880, currency: 'EUR', valueDate: DATE, reason: 'Währung EUR (nur CHF wird verbucht)' } }]);
  });

  it('camt.054 .02 in ISO-8859-1: umlauts kept, the amount from AmtDtls/TxAmt; pending without dates and information entries are listed, not booked', () => {
    const file = read('raiffeisen.xml', raiffeisen());
    expect(entriesOf(file)).toEqual([
      { kind: 'credit', details: 'listed', entry: expect.objectContaining({ bankReference: 'RF-R02', amount: 9_500 }), payments: [expect.objectContaining({ amount: 9_500, reference: 'REF3', debtor: 'Schürch & Söhne Holzbau', setAside: null })] },
      { kind: 'notBooked', item: { reference: 'REF4', amount: 1_000, currency: 'CHF', valueDate: '', reason: 'Vorgemerkt, noch nicht gebucht (Status nicht BOOK oder ohne Buchungsdatum)' } },
      { kind: 'notBooked', item: { reference: '', amount: 500, currency: 'CHF', valueDate: DATE, reason: 'Nur zur Information (Status INFO), nicht gebucht' } },
    ]);
    // Read as UTF-8 (as before) the same bytes are no valid text: refused, never "Sch�rch".
    const utf8 = Buffer.from(raiffeisen().toString('latin1').replace('encoding="ISO-8859-1"', 'encoding="UTF-8"'), 'latin1');
    expect(read('raiffeisen.xml', utf8).error).toBe('Die Datei «raiffeisen.xml» enthält Zeichen, die nicht gültig UTF-8-kodiert sind; aus ihr wurde nichts gebucht.');
    const ebcdic = Buffer.from(raiffeisen().toString('latin1').replace('encoding="ISO-8859-1"', 'encoding="IBM037"'), 'latin1');
    expect(read('x.xml', ebcdic).error).toMatch(/Zeichenkodierung «ibm037»/);
  });

  it('a reversal is a marked debit carrying the reference; a plain debit without reference is not booked', () => {
    expect(entriesOf(read('zkb.xml', reversal()))).toEqual([
      { kind: 'debit', marked: true, entry: expect.objectContaining({ bankReference: 'ZKB-RVSL', amount: 10_000 }), payments: [expect.objectContaining({ reference: 'REF1', amount: 10_000 })] },
    ]);
    expect(entriesOf(read('zkb.xml', reversal({ REVERSAL: 'false' })))).toEqual([expect.objectContaining({ kind: 'debit', marked: false })]);
    const plain = reversal({ REVERSAL: 'false', REF: '' }).toString('utf8');
    expect(entriesOf(read('zkb.xml', Buffer.from(plain)))).toEqual([{ kind: 'notBooked', item: expect.objectContaining({ reason: 'Belastung (keine Gutschrift)' }) }]);
  });

  it('dates must exist: 2026-99-99 or 2026-02-29 refuse the file; so does an unreadable amount', () => {
    expect(read('a.xml', batch({ DATE: '2026-99-99' })).error).toBe('Die Datei «a.xml» ist unvollständig oder fehlerhaft («2026-99-99» ist kein gültiges Datum); aus ihr wurde nichts gebucht.');
    expect(read('a.xml', batch({ DATE: '2026-02-29' })).error).toMatch(/«2026-02-29» ist kein gültiges Datum/);
    expect(entriesOf(read('a.xml', batch({ DATE: '2028-02-29' })))[0]).toMatchObject({ kind: 'credit' });
    expect(read('a.xml', batch({ AMOUNT_1: '1e3' })).error).toMatch(/«1e3» ist kein gültiger Betrag/);
  });

  it('ZIP: each file in it is read under the archive name; a bomb, too many files or a broken archive refuse it', () => {
    const zip = zipFile([
      { name: 'camt054_1.xml', content: batch() },
      { name: 'camt054_2.xml', content: raiffeisen() },
    ]);
    const files = readCamtFiles([{ fileName: 'pf.zip', bytes: zip }]);
    expect(files.map((f) => [f.fileName, f.error, f.plan?.entries.length])).toEqual([
      ['pf.zip/camt054_1.xml', undefined, 1],
      ['pf.zip/camt054_2.xml', undefined, 3],
    ]);
    // 6 MB of spaces that compress to a few KB, claiming 1 KB: inflating stops at the limit.
    const bomb = zipFile([{ name: 'bomb.xml', content: Buffer.alloc(6 * 1024 * 1024, 0x20), claimedSize: 1024 }]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(readCamtFiles([{ fileName: 'b.zip', bytes: bomb }])).toEqual([{ fileName: 'b.zip', error: 'Die ZIP-Datei «b.zip» ist entpackt zu gross (höchstens 5 MB je Datei, 20 MB zusammen); aus ihr wurde nichts gebucht.' }]);
    // Four honest files of 4.5 MB each and a fifth: more than 20 MB together.
    const big = Buffer.alloc(4.5 * 1024 * 1024, 0x20);
    const many = zipFile(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.xml`, content: big })));
    expect(readCamtFiles([{ fileName: 'm.zip', bytes: many }])[0]?.error).toMatch(/entpackt zu gross/);
    const crowd = zipFile(Array.from({ length: 21 }, (_, i) => ({ name: `${i}.xml`, content: Buffer.from('<a/>') })));
    expect(readCamtFiles([{ fileName: 'c.zip', bytes: crowd }])[0]?.error).toBe('Die ZIP-Datei «c.zip» enthält zu viele Dateien (höchstens 20 pro Import); aus ihr wurde nichts gebucht.');
    expect(readCamtFiles([{ fileName: 'k.zip', bytes: zip.subarray(0, zip.length - 30) }])[0]?.error).toBe('Die ZIP-Datei «k.zip» ist beschädigt oder verschlüsselt; aus ihr wurde nichts gebucht.');
  });

  it('the worker thread reads the same as the function', async () => {
    const files = [{ fileName: 'pf.xml', bytes: batch() }, { fileName: 'bad.xml', bytes: batch({ DATE: '2026-13-01' }) }];
    expect(await camtWorkers.read(files)).toEqual(readCamtFiles(files));
  });
});
