// Issue 28, section 1: bank files shaped as PostFinance, UBS, ZKB and Raiffeisen deliver them,
// each test asserting the stored payments and what is open on the invoices.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { InvoiceHistory, OpenItem, PaymentImportAnswer } from '@tragkraft/sync-protocol';
import { readCompany } from '../../config';
import { paymentAllocations, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import type { As } from '../../../test/features/invoices/test-invoices';
import { bankFile, COMPANY_ACCOUNT } from '../../../test/features/payments/bank-files';
import { chf, importAs, invoiceRow, sentInvoice } from '../../../test/features/payments/test-payments';
import { zipFile } from '../../../test/features/payments/zip-file';
import { requestTo } from '../../../test/support/call-endpoint';
import { accountingExportEndpoints, dunningEndpoints, invoiceJournalEndpoints, invoicesEndpoints, paymentsEndpoints } from '@tragkraft/sync-protocol';

/** A second account of the company (BANK_ACCOUNT_IBANS) and one that is not the company's. */
const SECOND_ACCOUNT = 'CH9300762011623852957';
const FOREIGN_ACCOUNT = 'CH5604835012345678009';
const DATE = '2026-11-24';

describe('[payments] bank files as the banks deliver them: batches, statements, reversals, pending entries, identity', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp({ company: readCompany({ BANK_ACCOUNT_IBANS: `CH93 0076 2011 6238 5295 7` }) });
    as = (await people(t.app)).as;
  });
  afterAll(async () => t.close());

  const prefix = () => `B${randomUUID().slice(0, 8)}`;
  const answerOf = (response: { json: () => unknown }) => response.json() as PaymentImportAnswer;
  const send = async (name: string, content: Buffer) => {
    const response = await importAs(as, [{ name, content }]);
    return { status: response.statusCode, answer: answerOf(response) };
  };
  /** The payments stored from entries whose bank reference starts with the test's prefix, in order. */
  const stored = async (p: string) => t.app.db.select().from(payments).where(like(payments.key, `%|${p}-%`)).orderBy(asc(payments.id));
  const allocationsOf = async (ids: number[]) => (ids.length === 0 ? [] : t.app.db.select().from(paymentAllocations).where(inArray(paymentAllocations.paymentId, ids)));
  const invoiceData = async (stageId: number) => (await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId } }))).json() as { received: number; openAmount: number; credit: number; invoicePaidTime: string | null };
  const openItems = async () => (await as('admin', requestTo(dunningEndpoints.openItems))).json() as OpenItem[];

  /** Two sent invoices and the PostFinance batch paying both, the entry net of CHF 1.20 charges. */
  async function postFinanceBatch(over: Record<string, string> = {}) {
    const first = await sentInvoice(t.app, 40_000);
    const second = await sentInvoice(t.app, 60_000);
    const p = prefix();
    const values = {
      DATE,
      BATCH_REF: `${p}-B1`,
      CHARGES: '1.20',
      AMOUNT_1: chf(first.invoice.totalRp),
      AMOUNT_2: chf(second.invoice.totalRp),
      REF_1: first.qrr,
      REF_2: second.qrr,
      ENTRY_AMOUNT: chf(first.invoice.totalRp + second.invoice.totalRp - 120),
      ...over,
    };
    return { first, second, p, values, file: bankFile('postfinance-camt054-v04-batch.xml', values) };
  }

  it('PostFinance batch with charges, zipped: each detail pays its invoice gross; the account, bank reference and booking date are stored', async () => {
    const { first, second, p, file } = await postFinanceBatch();
    const { status, answer } = await send('camt054_pf.zip', zipFile([{ name: 'camt054_20261124.xml', content: file }]));
    expect(status).toBe(200);
    expect(answer.matched.map((m) => [m.invoiceId, m.amount, m.outcome, m.fileName])).toEqual([
      [first.invoice.id, first.invoice.totalRp, 'paid', 'camt054_pf.zip/camt054_20261124.xml'],
      [second.invoice.id, second.invoice.totalRp, 'paid', 'camt054_pf.zip/camt054_20261124.xml'],
    ]);
    expect(answer.files).toEqual([{ fileName: 'camt054_pf.zip/camt054_20261124.xml', booked: 2, unassigned: 0, ignored: 0, reversed: 0, duplicates: 0, amount: first.invoice.totalRp + second.invoice.totalRp }]);
    const rows = await stored(p);
    expect(rows.map((r) => [r.accountIban, r.bankReference, r.bookingDate, r.amountRp, r.status, r.source, r.debtor])).toEqual([
      [COMPANY_ACCOUNT, `${p}-B1`, DATE, first.invoice.totalRp, 'assigned', 'camt', 'Bäckerei Müller GmbH'],
      [COMPANY_ACCOUNT, `${p}-B1`, DATE, second.invoice.totalRp, 'assigned', 'camt', 'Zürcher Wohnbau AG'],
    ]);
    expect((await allocationsOf(rows.map((r) => r.id))).map((a) => [a.invoiceId, a.amountRp])).toEqual([
      [first.invoice.id, first.invoice.totalRp],
      [second.invoice.id, second.invoice.totalRp],
    ]);
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ received: first.invoice.totalRp, openAmount: 0 });
    expect(await invoiceData(second.invoice.stageId!)).toMatchObject({ received: second.invoice.totalRp, openAmount: 0 });

    // The charges ride on the batch's first payment; the accounting export books them, so the
    // bank account moves by what the statement shows (the entry, net of the charges).
    expect(rows.map((r) => r.chargesRp)).toEqual([120, 0]);
    const csv = (await as('admin', requestTo(accountingExportEndpoints.file, { query: { from: DATE, to: DATE, format: 'csv' } }))).body;
    const lines = csv.slice(1).trimEnd().split('\r\n').slice(1).map((line) => line.split(';')).filter(([, doc]) => rows.some((r) => doc === `Z${r.id}`));
    const bank = lines.reduce((sum, l) => sum + (l[4] === '1020' ? 1 : l[5] === '1020' ? -1 : 0) * Math.round(Number(l[6]) * 100), 0);
    expect(bank).toBe(first.invoice.totalRp + second.invoice.totalRp - 120);
    expect(lines.filter((l) => l[2] === 'Bankspesen').map((l) => [l[1], l[4], l[5], l[6]])).toEqual([[`Z${rows[0]!.id}`, '6940', '1020', '1.20']]);
  });

  it('a batch whose details do not add up to the entry is set aside, unassigned with the reason; its invoices stay open', async () => {
    const { first, second, p, file } = await postFinanceBatch({ CHARGES: '0.50' });
    const { status, answer } = await send('pf-falsch.xml', file);
    expect(status).toBe(200);
    expect(answer.matched).toEqual([]);
    const entryAmount = first.invoice.totalRp + second.invoice.totalRp - 120;
    expect(answer.unmatched).toEqual([expect.objectContaining({ amount: entryAmount, reference: '', invoiceId: null, statusReason: expect.stringMatching(/^Die Einzelzahlungen ergeben CHF .*, die Buchung CHF .* \(Spesen CHF 0.50\): bitte von Hand zuordnen$/) })]);
    expect((await stored(p)).map((r) => [r.amountRp, r.status])).toEqual([[entryAmount, 'unassigned']]);
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ received: 0, openAmount: first.invoice.totalRp });
  });

  /** The UBS day statement of the same booking: the batch as one entry without details, and a single credit. */
  const ubsStatement = (p: string, values: { ENTRY_AMOUNT: string }) => bankFile('ubs-camt053-v08-day.xml', { DATE, PREFIX: p, BATCH_REF: `${p}-B1`, SINGLE_AMOUNT: '80.00', SINGLE_REF: 'RF18539007547034', ...values });

  it('camt.054 then camt.053 of the same day: the statement\'s batch is recognised as detailed and not booked again', async () => {
    const { first, second, p, values, file } = await postFinanceBatch();
    await send('camt054.xml', file);
    const { status, answer } = await send('camt053.xml', ubsStatement(p, values));
    expect(status).toBe(200);
    expect(answer.ignored).toEqual([expect.objectContaining({ amount: first.invoice.totalRp + second.invoice.totalRp - 120, reason: 'Sammelgutschrift, bereits mit 2 Einzelzahlungen aus der camt.054 verbucht' })]);
    expect(answer.unmatched.map((u) => [u.amount, u.reference])).toEqual([[8_000, 'RF18539007547034']]);
    expect(answer.files).toEqual([expect.objectContaining({ booked: 0, unassigned: 1, ignored: 1, duplicates: 0 })]);
    expect((await stored(p)).map((r) => [r.amountRp, r.status])).toEqual([
      [first.invoice.totalRp, 'assigned'],
      [second.invoice.totalRp, 'assigned'],
      [8_000, 'unassigned'],
    ]);
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ received: first.invoice.totalRp, openAmount: 0, credit: 0 });
  });

  it('camt.053 then camt.054: the batch waits unassigned, then the notification replaces it with its details', async () => {
    const { first, second, p, values, file } = await postFinanceBatch();
    const statement = await send('camt053.xml', ubsStatement(p, values));
    const batchAmount = first.invoice.totalRp + second.invoice.totalRp - 120;
    expect(statement.answer.unmatched).toEqual([
      expect.objectContaining({ amount: batchAmount, reference: '', statusReason: 'Buchung ohne Einzelheiten (Sammelgutschrift): die camt.054 dazu ersetzt sie durch ihre Zahlungen' }),
      expect.objectContaining({ amount: 8_000 }),
    ]);
    const { status, answer } = await send('camt054.xml', file);
    expect(status).toBe(200);
    expect(answer.matched.map((m) => [m.invoiceId, m.outcome])).toEqual([
      [first.invoice.id, 'paid'],
      [second.invoice.id, 'paid'],
    ]);
    expect(answer.warnings).toEqual([{ fileName: 'camt054.xml', message: 'Die Sammelgutschrift aus «camt053.xml» wurde durch ihre 2 Einzelzahlungen ersetzt.' }]);
    // The batch payment is gone: the money is there once, as its details.
    expect((await stored(p)).map((r) => [r.amountRp, r.status, r.fileName])).toEqual([
      [8_000, 'unassigned', 'camt053.xml'],
      [first.invoice.totalRp, 'assigned', 'camt054.xml'],
      [second.invoice.totalRp, 'assigned', 'camt054.xml'],
    ]);
    // Both files again: nothing new.
    const again = await send('camt053.xml', ubsStatement(p, values));
    expect(again.answer.files).toEqual([expect.objectContaining({ booked: 0, unassigned: 0, ignored: 1, duplicates: 1 })]);
    expect((await send('camt054.xml', file)).answer.duplicates).toHaveLength(2);
    expect(await stored(p)).toHaveLength(3);
  });

  it('camt.053 then camt.054 after the batch was assigned by hand: the details are not booked, with a warning', async () => {
    const { first, second, p, values, file } = await postFinanceBatch();
    const statement = await send('camt053.xml', ubsStatement(p, values));
    const batch = statement.answer.unmatched[0]!;
    expect((await as('admin', requestTo(paymentsEndpoints.assign, { body: { paymentId: batch.paymentId!, invoiceId: first.invoice.id } }))).statusCode).toBe(200);
    const { answer } = await send('camt054.xml', file);
    expect(answer.matched).toEqual([]);
    expect(answer.ignored.map((i) => i.reason)).toEqual([
      'Die Sammelgutschrift dazu wurde bereits von Hand verbucht; die Einzelzahlungen wurden nicht verbucht',
      'Die Sammelgutschrift dazu wurde bereits von Hand verbucht; die Einzelzahlungen wurden nicht verbucht',
    ]);
    expect(answer.warnings).toEqual([{ fileName: 'camt054.xml', message: expect.stringMatching(/^Die Sammelgutschrift von CHF .* vom 24\.11\.2026 aus «camt053\.xml» wurde bereits von Hand verbucht/) }]);
    expect((await stored(p)).map((r) => r.status)).toEqual(['assigned', 'unassigned']);
    expect(await invoiceData(second.invoice.stageId!)).toMatchObject({ received: 0, openAmount: second.invoice.totalRp });
  });

  it('ZKB reversal (RvslInd): the payment is reversed, its invoice open again and in the open items; a second import changes nothing', async () => {
    const { first, p, file } = await postFinanceBatch();
    await send('camt054.xml', file);
    expect((await openItems()).some((item) => item.invoiceId === first.invoice.id)).toBe(false);
    const reversal = bankFile('zkb-camt054-v08-reversal.xml', { DATE: '2026-11-26', PREFIX: p, AMOUNT: chf(first.invoice.totalRp), REVERSAL: 'true', REF: first.qrr });
    const { status, answer } = await send('zkb-rueckbuchung.xml', reversal);
    expect(status).toBe(200);
    expect(answer.reversed).toEqual([expect.objectContaining({ invoiceId: first.invoice.id, amount: first.invoice.totalRp, openAmount: first.invoice.totalRp })]);
    expect(answer.warnings).toEqual([{ fileName: 'zkb-rueckbuchung.xml', message: expect.stringMatching(/^Rückbuchung von CHF .* am 26\.11\.2026: die Zahlung ist storniert, wieder offen: Rechnung \d+\.$/) }]);
    expect(answer.files).toEqual([expect.objectContaining({ reversed: 1, booked: 0, unassigned: 0 })]);
    const rows = await stored(p);
    const original = rows.find((r) => r.amountRp === first.invoice.totalRp)!;
    expect(original).toMatchObject({ status: 'reversed', statusReason: expect.stringContaining('Rückbuchung durch die Bank') });
    expect(rows.find((r) => r.reversesPaymentId === original.id)).toMatchObject({ amountRp: -first.invoice.totalRp, status: 'reversed', bookingDate: '2026-11-26', reference: first.qrr });
    expect(await allocationsOf([original.id])).toEqual([]);
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ received: 0, openAmount: first.invoice.totalRp, invoicePaidTime: null });
    expect((await openItems()).find((item) => item.invoiceId === first.invoice.id)).toMatchObject({ received: 0, openAmount: first.invoice.totalRp });
    // The invoice's history keeps the payment (now reversed) and lists the reversal with its file.
    const history = (await as('admin', requestTo(invoiceJournalEndpoints.history, { params: { invoiceId: first.invoice.id } }))).json() as InvoiceHistory;
    expect(history.events.filter((e) => e.kind === 'payment' || e.kind === 'reversal').map((e) => [e.kind, e.date, e.amount, e.status, e.fileName])).toEqual([
      ['payment', DATE, first.invoice.totalRp, 'reversed', 'camt054.xml'],
      ['reversal', '2026-11-26', -first.invoice.totalRp, null, 'zkb-rueckbuchung.xml'],
    ]);

    const again = await send('zkb-rueckbuchung.xml', reversal);
    expect(again.answer.reversed).toEqual([]);
    expect(again.answer.files).toEqual([expect.objectContaining({ reversed: 0, duplicates: 1 })]);
    expect(await stored(p)).toHaveLength(rows.length);
  });

  it('a debit carrying the QR reference of a booked payment reverses it too; a reversal without a matching payment is a warning', async () => {
    const { first, second, p, file } = await postFinanceBatch();
    await send('camt054.xml', file);
    const debit = bankFile('zkb-camt054-v08-reversal.xml', { DATE: '2026-11-26', PREFIX: p, AMOUNT: chf(second.invoice.totalRp), REVERSAL: 'false', REF: second.qrr });
    expect((await send('debit.xml', debit)).answer.reversed).toEqual([expect.objectContaining({ invoiceId: second.invoice.id })]);
    expect(await invoiceData(second.invoice.stageId!)).toMatchObject({ received: 0, openAmount: second.invoice.totalRp });
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ openAmount: 0 });
    const unknown = bankFile('zkb-camt054-v08-reversal.xml', { DATE: '2026-11-26', PREFIX: prefix(), AMOUNT: '12.34', REVERSAL: 'true', REF: first.qrr });
    const { answer } = await send('unbekannt.xml', unknown);
    expect(answer.reversed).toEqual([]);
    expect(answer.warnings).toEqual([{ fileName: 'unbekannt.xml', message: 'Rückbuchung von CHF 12.34 am 26.11.2026 ohne passende Zahlung: bitte von Hand prüfen.' }]);
    expect(await invoiceData(first.invoice.stageId!)).toMatchObject({ openAmount: 0 });
  });

  it('Raiffeisen .02 in ISO-8859-1 with a pending entry without dates: the booked entry is booked with its umlauts, the pending and information entries are listed', async () => {
    const target = await sentInvoice(t.app, 20_000);
    const p = prefix();
    const values = { DATE, PREFIX: p, AMOUNT: chf(target.invoice.totalRp), EUR_AMOUNT: '230.00', REF: target.qrr, PENDING_AMOUNT: '10.00', PENDING_REF: target.qrr, INFO_AMOUNT: '5.00' };
    const { status, answer } = await send('raiffeisen.xml', bankFile('raiffeisen-camt054-v02-latin1.xml', values, 'latin1'));
    expect(status).toBe(200);
    expect(answer.matched).toEqual([expect.objectContaining({ invoiceId: target.invoice.id, debtor: 'Schürch & Söhne Holzbau', outcome: 'paid' })]);
    expect(answer.ignored.map((i) => [i.amount, i.reason])).toEqual([
      [1_000, 'Vorgemerkt, noch nicht gebucht (Status nicht BOOK oder ohne Buchungsdatum)'],
      [500, 'Nur zur Information (Status INFO), nicht gebucht'],
    ]);
    expect((await stored(p)).map((r) => [r.debtor, r.amountRp])).toEqual([['Schürch & Söhne Holzbau', target.invoice.totalRp]]);
    expect(await invoiceData(target.invoice.stageId!)).toMatchObject({ received: target.invoice.totalRp, openAmount: 0 });
  });

  it('the same bank reference with another account, amount or date is a new payment; all four the same is "Bereits importiert" showing the stored one', async () => {
    const target = await sentInvoice(t.app, 100_000);
    const p = prefix();
    const raiffeisen = (over: Record<string, string>, iban = COMPANY_ACCOUNT) =>
      bankFile('raiffeisen-camt054-v02-latin1.xml', { IBAN: iban, DATE, PREFIX: p, AMOUNT: '100.00', EUR_AMOUNT: '110.00', REF: target.qrr, PENDING_AMOUNT: '1.00', PENDING_REF: '', INFO_AMOUNT: '1.00', ...over }, 'latin1');
    const first = await send('a.xml', raiffeisen({}));
    expect(first.answer.matched).toHaveLength(1);
    const otherAccount = await send('b.xml', raiffeisen({}, SECOND_ACCOUNT));
    const otherAmount = await send('c.xml', raiffeisen({ AMOUNT: '100.05' }));
    const otherDate = await send('d.xml', raiffeisen({ DATE: '2026-11-25' }));
    for (const other of [otherAccount, otherAmount, otherDate]) {
      expect(other.answer.duplicates).toEqual([]);
      expect(other.answer.matched).toEqual([expect.objectContaining({ invoiceId: target.invoice.id })]);
    }
    const same = await send('e.xml', raiffeisen({}));
    expect(same.answer.matched).toEqual([]);
    expect(same.answer.duplicates).toEqual([expect.objectContaining({ paymentId: first.answer.matched[0]!.paymentId, fileName: 'a.xml', invoiceId: target.invoice.id })]);
    const rows = await stored(p);
    expect(rows.map((r) => [r.accountIban, r.amountRp, r.bookingDate, r.bankReference])).toEqual([
      [COMPANY_ACCOUNT, 10_000, DATE, `${p}-R02`],
      [SECOND_ACCOUNT, 10_000, DATE, `${p}-R02`],
      [COMPANY_ACCOUNT, 10_005, DATE, `${p}-R02`],
      [COMPANY_ACCOUNT, 10_000, '2026-11-25', `${p}-R02`],
    ]);
    expect(await invoiceData(target.invoice.stageId!)).toMatchObject({ received: 40_005, openAmount: target.invoice.totalRp - 40_005 });
  });

  it('bad files book nothing and change nothing: another account, a date that does not exist, a broken ZIP', async () => {
    const { first, p, values } = await postFinanceBatch();
    await send('gut.xml', bankFile('postfinance-camt054-v04-batch.xml', values));
    const before = await stored(p);
    const foreign = await send('fremd.xml', bankFile('postfinance-camt054-v04-batch.xml', { ...values, IBAN: FOREIGN_ACCOUNT, BATCH_REF: `${p}-F` }));
    expect(foreign.status).toBe(400);
    expect(foreign.answer.message).toBe(`Die Datei «fremd.xml» gehört zum Konto ${FOREIGN_ACCOUNT}, das kein Konto der Firma ist (COMPANY_IBAN, BANK_ACCOUNT_IBANS); aus ihr wurde nichts gebucht.`);
    const badDate = await send('datum.xml', bankFile('postfinance-camt054-v04-batch.xml', { ...values, DATE: '2026-99-99', BATCH_REF: `${p}-D` }));
    expect(badDate.status).toBe(400);
    expect(badDate.answer.message).toBe('Die Datei «datum.xml» ist unvollständig oder fehlerhaft («2026-99-99» ist kein gültiges Datum); aus ihr wurde nichts gebucht.');
    const zip = zipFile([{ name: 'x.xml', content: bankFile('postfinance-camt054-v04-batch.xml', { ...values, BATCH_REF: `${p}-Z` }) }]);
    const broken = await send('kaputt.zip', zip.subarray(0, zip.length - 10));
    expect(broken.answer.message).toBe('Die ZIP-Datei «kaputt.zip» ist beschädigt oder verschlüsselt; aus ihr wurde nichts gebucht.');
    expect(await stored(p)).toEqual(before);
    expect((await invoiceRow(t.app, first.invoice.id)).invoicePaidTime).toBe(`${DATE}T00:00:00.000Z`);
    expect(await t.app.db.select().from(payments).where(eq(payments.accountIban, FOREIGN_ACCOUNT))).toEqual([]);
  });
});
