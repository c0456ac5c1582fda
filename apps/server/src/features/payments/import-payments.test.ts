import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { IMPORT_LIST_LIMIT, type PaymentImportAnswer, type PaymentItem, invoicesEndpoints, paymentsEndpoints } from '@tragkraft/sync-protocol';
import { auditLog, payments } from '../../db/schema';
import { qrReference } from '../../documents/qr-bill-reference';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import type { As } from '../../../test/features/invoices/test-invoices';
import { multipart } from '../../../test/support/multipart';
import { COMPANY_ACCOUNT } from '../../../test/features/payments/bank-files';
import { chf, fixture, importAs, invoiceRow, sentInvoice } from '../../../test/features/payments/test-payments';
import { call, requestTo } from '../../../test/support/call-endpoint';

describe('[payments] import of camt.054 / camt.053: matching, partial, surplus, duplicates, bad files, access', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = (await people(t.app)).as;
  });
  afterAll(async () => t.close());

  const prefix = () => `T${randomUUID().slice(0, 8)}`;
  const answerOf = (response: { json: () => unknown }) => response.json() as PaymentImportAnswer;
  const invoiceData = async (stageId: number) => (await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId } }))).json() as Record<string, unknown>;
  const storedWith = async (p: string) => t.app.db.select().from(payments).where(like(payments.key, `%|${p}-%`));

  /** The v04 batch: a full and a partial payment of two invoices, an unknown and a missing reference. */
  async function batch() {
    const full = await sentInvoice(t.app, 100_000);
    const partial = await sentInvoice(t.app, 50_000);
    const p = prefix();
    const values = {
      PREFIX: p,
      FULL_REF: full.qrr,
      FULL_AMOUNT: chf(full.invoice.totalRp),
      PARTIAL_REF: partial.qrr,
      PARTIAL_AMOUNT: chf(20_000),
      UNKNOWN_REF: qrReference('20319999'),
      BATCH_TOTAL: chf(full.invoice.totalRp + 20_000 + 15_000 + 7_550),
    };
    return { full, partial, p, values };
  }

  it('a file of many payments answers the first IMPORT_LIST_LIMIT rows of each list and totals counting all (issue 28: a 10\'000-row answer held the event loop)', async () => {
    const p = prefix();
    const count = IMPORT_LIST_LIMIT + 30;
    const details = Array.from({ length: count }, (_, n) => `<TxDtls><Refs><AcctSvcrRef>${p}-${n}</AcctSvcrRef></Refs><Amt Ccy="CHF">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RmtInf><Strd><CdtrRefInf><Ref>${qrReference(`2039${String(n).padStart(5, '0')}`)}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>${p}</MsgId><CreDtTm>2026-11-24T20:00:00</CreDtTm></GrpHdr><Ntfctn><Id>${p}</Id><CreDtTm>2026-11-24T20:00:00</CreDtTm><Acct><Id><IBAN>${COMPANY_ACCOUNT}</IBAN></Id></Acct><Ntry><Amt Ccy="CHF">${chf(count * 100)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-24</Dt></BookgDt><ValDt><Dt>2026-11-24</Dt></ValDt><AcctSvcrRef>${p}-batch</AcctSvcrRef><NtryDtls>${details.join('')}</NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    const response = await importAs(as, [{ name: 'camt054-viele.xml', content: Buffer.from(xml) }]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = answerOf(response);
    expect(answer.listsCut).toBe(true);
    expect(answer.unmatched).toHaveLength(IMPORT_LIST_LIMIT);
    expect(answer.files).toEqual([{ fileName: 'camt054-viele.xml', booked: 0, unassigned: count, ignored: 0, reversed: 0, duplicates: 0, amount: count * 100 }]);
    expect(await storedWith(p)).toHaveLength(count);
    const again = answerOf(await importAs(as, [{ name: 'camt054-viele.xml', content: Buffer.from(xml) }]));
    expect([again.listsCut, again.duplicates.length, again.files[0]!.duplicates]).toEqual([true, IMPORT_LIST_LIMIT, count]);
  });

  it('books a file sent 50 times at once exactly once', async () => {
    const { values } = await batch();
    const file = { name: 'camt054_parallel.xml', content: fixture('camt054-v04.xml', values) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => importAs(as, [file])));
    expect(answers.map((a) => a.statusCode).every((status) => status === 200)).toBe(true);
    const booked = answers.flatMap((a) => a.json<PaymentImportAnswer>().matched.concat(a.json<PaymentImportAnswer>().unmatched));
    const stored = (await t.app.db.select().from(payments)).filter((row) => row.fileName === file.name);
    expect(stored.length).toBeGreaterThan(0);
    expect(booked).toHaveLength(stored.length);
    expect(new Set(stored.map((row) => row.key)).size).toBe(stored.length);
  });

  it('two files paying halves of one invoice at once: booked once as partial, once as paid, and the invoice ends paid', async () => {
    const target = await sentInvoice(t.app, 40_000);
    const first = Math.floor(target.invoice.totalRp / 2);
    const half = (amount: number) => ({ name: `haelfte-${amount}.xml`, content: fixture('camt054-v08.xml', { PREFIX: prefix(), OVER_REF: target.qrr, OVER_AMOUNT: chf(amount), SCOR_REF: qrReference('20319997'), SCOR_AMOUNT: '1.00' }) });
    const answers = await Promise.all([importAs(as, [half(first)]), importAs(as, [half(target.invoice.totalRp - first)])]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const outcomes = answers.flatMap((a) => answerOf(a).matched.filter((m) => m.invoiceId === target.invoice.id).map((m) => m.outcome));
    expect(outcomes.sort()).toEqual(['paid', 'partial']);
    expect((await invoiceRow(t.app, target.invoice.id)).invoicePaidTime).toBe('2026-11-21T00:00:00.000Z');
  });

  it('camt.054 .001.04: each transaction of a batch is a payment; full pays, less leaves the rest open, unknown and missing references wait; debit and EUR are ignored', async () => {
    const { full, partial, p, values } = await batch();
    const response = await importAs(as, [{ name: 'camt054_20261120.xml', content: fixture('camt054-v04.xml', values) }]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = answerOf(response);
    const base = { fileName: 'camt054_20261120.xml', valueDate: '2026-11-20', credit: 0 };
    expect(answer.matched).toEqual([
      { ...base, paymentId: expect.any(Number), reference: full.qrr, amount: full.invoice.totalRp, debtor: 'Muster Küchenbau AG', invoiceId: full.invoice.id, invoiceNumber: Number(`2031${String(full.invoice.sequence).padStart(4, '0')}`), outcome: 'paid', openAmount: 0 },
      { ...base, paymentId: expect.any(Number), reference: partial.qrr, amount: 20_000, debtor: 'Muster & Co. GmbH', invoiceId: partial.invoice.id, invoiceNumber: expect.any(Number), outcome: 'partial', openAmount: partial.invoice.totalRp - 20_000 },
    ]);
    expect(answer.unmatched.map((u) => [u.reference, u.amount, u.invoiceId, u.outcome])).toEqual([
      [qrReference('20319999'), 15_000, null, null],
      ['', 7_550, null, null],
    ]);
    expect(answer.ignored).toEqual([
      { fileName: 'camt054_20261120.xml', reference: '', amount: 4_800, currency: 'CHF', valueDate: '2026-11-20', reason: 'Belastung (keine Gutschrift)' },
      { fileName: 'camt054_20261120.xml', reference: full.qrr, amount: full.invoice.totalRp, currency: 'EUR', valueDate: '2026-11-20', reason: 'Währung EUR (nur CHF wird verbucht)' },
    ]);
    expect(answer.duplicates).toEqual([]);
    expect(answer.failed).toEqual([]);

    // The same paid state as the button, at the value date; the partial one stays unpaid.
    expect((await invoiceRow(t.app, full.invoice.id)).invoicePaidTime).toBe('2026-11-20T00:00:00.000Z');
    expect((await invoiceRow(t.app, partial.invoice.id)).invoicePaidTime).toBeNull();
    // The invoice view reads what was received and what is open.
    expect((await invoiceData(partial.invoice.stageId!))).toMatchObject({ received: 20_000, openAmount: partial.invoice.totalRp - 20_000, credit: 0, invoicePaidTime: null });
    expect((await invoiceData(full.invoice.stageId!))).toMatchObject({ received: full.invoice.totalRp, openAmount: 0, credit: 0 });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(full.invoice.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'paymentBooked', changes: { fileName: 'camt054_20261120.xml', amount: full.invoice.totalRp, outcome: 'paid' } });
    expect(await storedWith(p)).toHaveLength(4);

    // The same file again books nothing: every payment is a duplicate.
    const again = answerOf(await importAs(as, [{ name: 'camt054_kopie.xml', content: fixture('camt054-v04.xml', values) }]));
    expect(again.matched).toEqual([]);
    expect(again.unmatched).toEqual([]);
    expect(again.duplicates.map((d) => [d.reference, d.invoiceId, d.fileName])).toEqual([
      [full.qrr, full.invoice.id, 'camt054_20261120.xml'],
      [partial.qrr, partial.invoice.id, 'camt054_20261120.xml'],
      [qrReference('20319999'), null, 'camt054_20261120.xml'],
      ['', null, 'camt054_20261120.xml'],
    ]);
    expect(await storedWith(p)).toHaveLength(4);

    // The day statement of the same batch (camt.053): its batch entry without details is
    // recognised as the camt.054 entry booked above, not booked again; the rest of the partial
    // invoice (an entry without AcctSvcrRef: its hash is the key) pays it.
    const rest = partial.invoice.totalRp - 20_000;
    const statement = fixture('camt053-v08.xml', { ...values, REST_AMOUNT: chf(rest) });
    const overlap = answerOf(await importAs(as, [{ name: 'camt053.xml', content: statement }]));
    expect(overlap.duplicates).toEqual([]);
    expect(overlap.ignored).toEqual([{ fileName: 'camt053.xml', reference: '', amount: full.invoice.totalRp + 20_000 + 15_000 + 7_550, currency: 'CHF', valueDate: '2026-11-20', reason: 'Sammelgutschrift, bereits mit 4 Einzelzahlungen aus der camt.054 verbucht' }]);
    expect(overlap.matched).toEqual([expect.objectContaining({ invoiceId: partial.invoice.id, amount: rest, outcome: 'paid', openAmount: 0, valueDate: '2026-11-21', debtor: 'Muster & Co. GmbH' })]);
    expect((await invoiceRow(t.app, partial.invoice.id)).invoicePaidTime).toBe('2026-11-21T00:00:00.000Z');
    expect(await storedWith(p)).toHaveLength(4);
    const twice = answerOf(await importAs(as, [{ name: 'camt053.xml', content: statement }]));
    expect(twice.matched).toEqual([]);
    expect(twice.duplicates).toHaveLength(1);
    expect(twice.ignored).toHaveLength(1);
    expect(await invoiceData(full.invoice.stageId!)).toMatchObject({ received: full.invoice.totalRp, openAmount: 0, credit: 0 });
  });

  it('camt.054 .001.08 (prefixed namespace): more than the total pays and keeps the surplus as credit; a SCOR reference matches too', async () => {
    const over = await sentInvoice(t.app, 30_000);
    const scor = await sentInvoice(t.app, 10_000);
    const p = prefix();
    const values = { PREFIX: p, OVER_REF: over.qrr, OVER_AMOUNT: chf(over.invoice.totalRp + 5_000), SCOR_REF: scor.scor, SCOR_AMOUNT: chf(scor.invoice.totalRp) };
    const answer = answerOf(await importAs(as, [{ name: 'v8.xml', content: fixture('camt054-v08.xml', values) }]));
    expect(answer.matched).toEqual([
      expect.objectContaining({ invoiceId: over.invoice.id, amount: over.invoice.totalRp + 5_000, outcome: 'overpaid', openAmount: 0, credit: 5_000, debtor: 'Bauherrschaft Seefeld', valueDate: '2026-11-21' }),
      expect.objectContaining({ invoiceId: scor.invoice.id, reference: scor.scor, outcome: 'paid', credit: 0, valueDate: '2026-11-21' }),
    ]);
    expect((await invoiceRow(t.app, over.invoice.id)).invoicePaidTime).toBe('2026-11-21T00:00:00.000Z');
    expect(await invoiceData(over.invoice.stageId!)).toMatchObject({ received: over.invoice.totalRp + 5_000, openAmount: 0, credit: 5_000 });
    // A single transaction's key names its entry: account, the entry's AcctSvcrRef, booking date, amount.
    expect((await storedWith(p)).map((row) => row.key).sort()).toEqual([
      `camt|CH4431999123000889012|${p}-V8-001|2026-11-21|${over.invoice.totalRp + 5_000}|1`,
      `camt|CH4431999123000889012|${p}-V8-002|2026-11-21|${scor.invoice.totalRp}|1`,
    ]);
  });

  it('an invoice marked paid by the button: its payment arriving later is that payment (no credit, paid time kept); more is credit', async () => {
    const paid = await sentInvoice(t.app, 30_000, { paidTime: '2026-11-01T09:00:00.000Z' });
    const values = { PREFIX: prefix(), OVER_REF: paid.qrr, OVER_AMOUNT: chf(paid.invoice.totalRp), SCOR_REF: qrReference('20319998'), SCOR_AMOUNT: '1.00' };
    const answer = answerOf(await importAs(as, [{ name: 'v8.xml', content: fixture('camt054-v08.xml', values) }]));
    expect(answer.matched).toEqual([expect.objectContaining({ invoiceId: paid.invoice.id, outcome: 'paid', credit: 0, openAmount: 0 })]);
    expect((await invoiceRow(t.app, paid.invoice.id)).invoicePaidTime).toBe('2026-11-01T09:00:00.000Z');
    const more = { ...values, PREFIX: prefix(), OVER_AMOUNT: '12.00' };
    const surplus = answerOf(await importAs(as, [{ name: 'v8b.xml', content: fixture('camt054-v08.xml', more) }]));
    expect(surplus.matched).toEqual([expect.objectContaining({ invoiceId: paid.invoice.id, outcome: 'overpaid', credit: 1_200 })]);
  });

  it('malformed or foreign XML: 400 naming the file, nothing booked from it, the other files still processed', async () => {
    const { full, p, values } = await batch();
    const response = await importAs(as, [
      { name: 'kaputt.xml', content: fixture('malformed.xml', {}) },
      { name: 'zahlungsauftrag.xml', content: fixture('foreign.xml', {}) },
      { name: 'gut.xml', content: fixture('camt054-v04.xml', values) },
      { name: 'leer.xml', content: Buffer.alloc(0) },
      { name: 'gut-kopie.xml', content: fixture('camt054-v04.xml', values) },
    ]);
    expect(response.statusCode).toBe(400);
    const answer = answerOf(response);
    expect(answer.code).toBe('badRequest');
    expect(answer.failed).toEqual([
      { fileName: 'kaputt.xml', message: 'Die Datei «kaputt.xml» ist keine gültige XML-Datei; aus ihr wurde nichts gebucht.' },
      { fileName: 'zahlungsauftrag.xml', message: 'Die Datei «zahlungsauftrag.xml» ist keine camt.053- oder camt.054-Datei (ISO 20022); aus ihr wurde nichts gebucht.' },
      { fileName: 'leer.xml', message: 'Die Datei «leer.xml» ist keine gültige XML-Datei; aus ihr wurde nichts gebucht.' },
    ]);
    expect(answer.message).toBe(`${answer.failed.map((f) => f.message).join(' ')} Die übrigen Dateien wurden verarbeitet.`);
    // The same file twice in one request: the copy books nothing.
    expect(answer.duplicates.filter((d) => d.fileName === 'gut.xml')).toHaveLength(4);
    expect(answer.matched.map((m) => m.invoiceId)).toContain(full.invoice.id);
    expect(await storedWith(p)).toHaveLength(4);

    const alone = await importAs(as, [{ name: 'kaputt.xml', content: fixture('malformed.xml', {}) }]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ code: 'badRequest', message: 'Die Datei «kaputt.xml» ist keine gültige XML-Datei; aus ihr wurde nichts gebucht.' });
  });

  it('all or nothing per file: one broken transaction books none of the file', async () => {
    const { full, p, values } = await batch();
    const broken = fixture('camt054-v04.xml', values).toString('utf8').replace('<Amt Ccy="CHF">75.50</Amt>', '');
    const response = await importAs(as, [{ name: 'teilweise.xml', content: Buffer.from(broken) }]);
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).message).toBe('Die Datei «teilweise.xml» ist unvollständig oder fehlerhaft (Betrag einer Transaktion fehlt); aus ihr wurde nichts gebucht.');
    expect(await storedWith(p)).toEqual([]);
    expect((await invoiceRow(t.app, full.invoice.id)).invoicePaidTime).toBeNull();
  });

  it('admin only; bad requests answer 400/413 and store nothing', async () => {
    const file = [{ name: 'a.xml', content: fixture('foreign.xml', {}) }];
    for (const person of ['operator', 'employee', 'client'] as const) expect((await importAs(as, file, person)).statusCode).toBe(403);
    const body = multipart([{ name: 'file', file: fixture('foreign.xml', {}), filename: 'a.xml' }]);
    expect((await call(t.app, paymentsEndpoints.import, { body: body.payload, headers: body.headers })).statusCode).toBe(401);

    const before = (await t.app.db.select().from(payments)).length;
    const json = await as('admin', requestTo(paymentsEndpoints.import, { body: { file: 'x' } }));
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Erwartet wird multipart/form-data mit einer oder mehreren Dateien im Feld file.');
    const wrongField = multipart([{ name: 'upload', file: fixture('foreign.xml', {}), filename: 'a.xml' }]);
    expect((await as('admin', requestTo(paymentsEndpoints.import, { body: wrongField.payload, headers: wrongField.headers }))).json()).toEqual({ code: 'badRequest', message: 'Die Dateien gehören ins Feld file.' });
    const none = multipart([{ name: 'note', value: 'ohne Datei' }]);
    expect((await as('admin', requestTo(paymentsEndpoints.import, { body: none.payload, headers: none.headers }))).json()).toEqual({ code: 'badRequest', message: 'Bitte mindestens eine camt-Datei (XML) wählen.' });
    const many = await importAs(as, Array.from({ length: 21 }, (_, i) => ({ name: `${i}.xml`, content: fixture('foreign.xml', {}) })));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ code: 'payloadTooLarge', message: 'Es sind höchstens 20 Dateien pro Import möglich.' });
    const big = await importAs(as, [{ name: 'gross.xml', content: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'payloadTooLarge', message: 'Eine Datei darf höchstens 5 MB gross sein.' });
    expect((await t.app.db.select().from(payments))).toHaveLength(before);
  });

  it('manual assignment books an unmatched payment like a matched one, once', async () => {
    const { values } = await batch();
    const answer = answerOf(await importAs(as, [{ name: 'offen.xml', content: fixture('camt054-v04.xml', values) }]));
    const waiting = answer.unmatched.find((u) => u.reference === '')!;
    const target = await sentInvoice(t.app, 7_000);
    const assign = (body: Record<string, unknown>, person: Parameters<As>[0] = 'admin') => as(person, requestTo(paymentsEndpoints.assign, { unsafeBody: body }));

    expect((await assign({ paymentId: waiting.paymentId, invoiceId: target.invoice.id }, 'operator')).statusCode).toBe(403);
    expect((await assign({ paymentId: 999_999, invoiceId: target.invoice.id })).json()).toEqual({ code: 'notFound', message: 'Die Zahlung wurde nicht gefunden.' });
    expect((await assign({ paymentId: waiting.paymentId, invoiceId: 999_999 })).json()).toEqual({ code: 'notFound', message: 'Die Rechnung wurde nicht gefunden.' });
    expect((await assign({ paymentId: waiting.paymentId })).statusCode).toBe(400);

    const listed = await as('admin', requestTo(paymentsEndpoints.openInvoices));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({ invoiceId: target.invoice.id, invoiceNumber: Number(`2031${String(target.invoice.sequence).padStart(4, '0')}`), clientName: 'Muster Küchenbau AG', total: target.invoice.totalRp, openAmount: target.invoice.totalRp, invoiceSentTime: target.invoice.invoiceSentTime });
    expect((await as('operator', requestTo(paymentsEndpoints.openInvoices))).statusCode).toBe(403);

    const response = await assign({ paymentId: waiting.paymentId, invoiceId: target.invoice.id });
    expect(response.statusCode, response.body).toBe(200);
    const booked = response.json() as PaymentItem;
    expect(booked).toMatchObject({ paymentId: waiting.paymentId, invoiceId: target.invoice.id, amount: 7_550, outcome: 'partial', openAmount: target.invoice.totalRp - 7_550, fileName: 'offen.xml' });
    const audit = (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(target.invoice.id)))).limit(1))[0];
    expect(audit?.changes).toMatchObject({ fileName: 'offen.xml', amount: 7_550 });

    const afterwards = (await as('admin', requestTo(paymentsEndpoints.openInvoices))).json() as { invoiceId: number; openAmount: number }[];
    expect(afterwards.find((i) => i.invoiceId === target.invoice.id)?.openAmount).toBe(target.invoice.totalRp - 7_550);
    const again = await assign({ paymentId: waiting.paymentId, invoiceId: target.invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: 'Die Zahlung ist bereits einer Rechnung zugeordnet.' });
  });

  it('the same payment assigned several times at once is booked once', async () => {
    const { values } = await batch();
    const answer = answerOf(await importAs(as, [{ name: 'doppelt.xml', content: fixture('camt054-v04.xml', values) }]));
    const waiting = answer.unmatched.find((u) => u.reference === '')!;
    const target = await sentInvoice(t.app, 7_000);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => as('admin', requestTo(paymentsEndpoints.assign, { body: { paymentId: waiting.paymentId!, invoiceId: target.invoice.id } }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(target.invoice.id))));
    expect(audit).toHaveLength(1);
  });
});
