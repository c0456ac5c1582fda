import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, formatDate, zurichToday } from '@tragkraft/domain';
import { readCompany } from '../../config';
import { invoices } from '../../db/schema';
import { docxText, parseMail, pdfText } from '../../../test/support/documents';
import { createTestApp, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import { advanced, createAs, kitchenStage, serviceOrder, simple, type As } from '../../../test/features/invoices/test-invoices';
import { decodeQrBill, mod97Ok, qrFields, qrReferenceCheckDigitOk, skipQrDecoding } from '../../../test/features/invoices/test-qr';
import { requestTo } from '../../../test/support/call-endpoint';
import { invoicesEndpoints } from '@tragkraft/sync-protocol';

// Skipped only outside `npm test` on a machine without poppler or zbar (test-qr.ts).
const skipQr = skipQrDecoding();

// The kitchen stage's lines (see invoice-data.test.ts): subtotal 1'549.60, VAT 125.52,
// rounding -0.02, total 1'675.10.
const KITCHEN_LINES = [
  advanced('Küchen-Feinverteilung', 4, 30_000, 'distribution'),
  advanced('Entsorgungspauschale', 1, 8_000, 'dispose'),
  advanced('Entsorgung zusätzlicher Geräte', 1, 4_500, 'disposeDevices'),
  advanced('Anfahrt 10 km hin und zurück', 20, 123, 'drive'),
  advanced('Wartezeit (70 Min. Verspätung, 2 Personen, 30 Min. gratis)', 2, 10_000, 'waiting'),
];

describe('[invoices] documents: PDF with QR-bill, Word, e-mail', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = (await people(t.app)).as;
  });
  afterAll(async () => t.close());

  async function createKitchenInvoice(company?: string) {
    const { stage } = await kitchenStage(t.app, { company });
    const response = await createAs(as, { stageId: stage.id, lines: KITCHEN_LINES });
    expect(response.statusCode, response.body).toBe(200);
    const invoiceId = Number(response.headers['x-invoice-id']);
    const row = (await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1))[0]!;
    const number = `${row.year}${String(row.sequence).padStart(4, '0')}`;
    return { response, invoiceId, number, stage };
  }

  it('create answers the invoice PDF: letter, reference, lines, totals, terms and payment part', async () => {
    const { response, number, stage } = await createKitchenInvoice();
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="RGMuster${number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Tragkraft AG',
      'Muster Küchenbau AG',
      'Badenerstrasse 120',
      '8004 Zürich',
      `Rechnung Nr. ${number}`,
      `Etappe 1 vom ${stage.date!.split('-').reverse().join('.')}`,
      'Auftragsnummer SF-7',
      'Seefeldstrasse 88',
      'Küchen-Feinverteilung',
      '300.00',
      "1'200.00",
      'Wartezeit (70 Min. Verspätung, 2 Personen, 30 Min. gratis)',
      'Subtotal',
      "1'549.60",
      'MWST 8.1%',
      '125.52',
      'Rundung',
      '-0.02',
      'Total CHF',
      "1'675.10",
      'Zahlbar innert 30 Tagen netto',
      'CHE-123.456.789 MWST',
      'Zahlteil',
      'Empfangsschein',
      'CH44 3199 9123 0008 8901 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/--\d/);
  });

  it.skipIf(skipQr)('the QR-bill decodes end to end: QR-IBAN with a QR reference from the invoice number', async () => {
    const { response, number } = await createKitchenInvoice();
    const payload = decodeQrBill(response.rawPayload);
    expect(payload, 'no QR code found on the invoice').not.toBe('');
    const qr = qrFields(payload);
    expect(qr.header).toEqual(['SPC', '0200', '1']);
    expect(qr.account).toBe('CH4431999123000889012');
    expect(mod97Ok(qr.account!)).toBe(true);
    expect(qr.creditor).toEqual({ type: 'S', name: 'Tragkraft AG', street: 'Rautistrasse', buildingNumber: '12', zip: '8048', city: 'Zürich', country: 'CH' });
    expect(qr.ultimateCreditor).toEqual(['', '', '', '', '', '', '']);
    expect(qr.amount).toBe('1675.10');
    expect(qr.currency).toBe('CHF');
    expect(qr.debtor).toEqual({ type: 'S', name: 'Muster Küchenbau AG', street: 'Badenerstrasse', buildingNumber: '120', zip: '8004', city: 'Zürich', country: 'CH' });
    expect(qr.referenceType).toBe('QRR');
    expect(qr.reference).toBe(`${number.padStart(26, '0')}${qr.reference!.at(-1)}`);
    expect(qrReferenceCheckDigitOk(qr.reference!)).toBe(true);
    expect(qr.message).toBe(number);
    expect(qr.trailer).toBe('EPD');
    expect(qr.lines).toHaveLength(31);
  });

  it('prints and mails the payment days of INVOICE_DUE_DAYS (the due date open items count from), "sofort" for 0', async () => {
    for (const [days, term] of [[20, 'innert 20 Tagen'], [0, 'sofort']] as const) {
      const other = await createTestApp({ company: { ...readCompany({}), paymentDays: days } });
      try {
        const otherAs = (await people(other.app)).as;
        const { stage } = await kitchenStage(other.app);
        const created = await createAs(otherAs, { stageId: stage.id, lines: [simple('Küchen-Feinverteilung', 100_000, 'distribution')] });
        expect(created.statusCode, created.body).toBe(200);
        const [invoice] = await other.app.db.select().from(invoices).limit(1);
        const due = addDays(zurichToday(new Date(invoice!.invoiceTime)), days);
        expect(await pdfText(created.rawPayload)).toContain(`Zahlbar ${term} netto, bis ${formatDate(due)}.`);
        const sent = await otherAs('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId: invoice!.id } }));
        expect(sent.statusCode, sent.body).toBe(200);
        const [mail] = await waitForMails(other.dataDir, 1);
        expect((await parseMail(mail!)).text).toContain(`zahlbar ${term} netto mit dem QR-Zahlteil`);
      } finally {
        await other.close();
      }
    }
  });

  it.skipIf(skipQr)('with a normal IBAN the bill carries an RF creditor reference', async () => {
    const other = await createTestApp({ company: { ...readCompany({}), iban: 'CH93 0076 2011 6238 5295 7' } });
    try {
      const otherAs = (await people(other.app)).as;
      const { stage } = await kitchenStage(other.app, { company: 'Alpenbau Generalunternehmung GmbH' });
      const response = await createAs(otherAs, { stageId: stage.id, lines: [advanced('Waschtürme', 3, 15_680, 'distribution'), simple('Gutschrift Kratzer', -5_000)] });
      expect(response.statusCode, response.body).toBe(200);
      const qr = qrFields(decodeQrBill(response.rawPayload));
      const [number] = await other.app.db.select().from(invoices).limit(1);
      const invoiceNumber = `${number!.year}${String(number!.sequence).padStart(4, '0')}`;
      expect(qr.account).toBe('CH9300762011623852957');
      // 470.40 - 50.00 = 420.40 + VAT 34.05 = 454.45
      expect(qr.amount).toBe('454.45');
      expect(qr.debtor).toEqual({ type: 'S', name: 'Alpenbau Generalunternehmung GmbH', street: 'Bahnhofstrasse', buildingNumber: '5', zip: '3011', city: 'Bern', country: 'CH' });
      expect(qr.referenceType).toBe('SCOR');
      expect(qr.reference).toMatch(new RegExp(`^RF\\d{2}${invoiceNumber}$`));
      expect(mod97Ok(qr.reference!)).toBe(true);
      expect(qr.message).toBe(invoiceNumber);
      expect(qr.trailer).toBe('EPD');
    } finally {
      await other.close();
    }
  });

  it.skipIf(skipQr)('QR invoice modal and the test page sample: a QR-bill alone', async () => {
    const { number } = await createKitchenInvoice();
    const modal = await as('admin', requestTo(invoicesEndpoints.qrInvoice, { body: { message: number, amount: 167_510 } }));
    expect(modal.statusCode, modal.body).toBe(200);
    expect(modal.headers['content-type']).toBe('application/pdf');
    expect(modal.headers['content-disposition']).toContain(`filename="QR Rechnung ${number}.pdf"`);
    const fromModal = qrFields(decodeQrBill(modal.rawPayload));
    expect([fromModal.amount, fromModal.referenceType, fromModal.message]).toEqual(['1675.10', 'QRR', number]);
    expect(fromModal.debtor.name).toBe('Muster Küchenbau AG');
    expect(qrReferenceCheckDigitOk(fromModal.reference!)).toBe(true);

    const sample = await as('admin', requestTo(invoicesEndpoints.qrInvoiceSample));
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toContain('attachment; filename="QR Rechnung 123.pdf"');
    const qr = qrFields(decodeQrBill(sample.rawPayload));
    expect(qr.amount).toBe('1949.75');
    expect(qr.reference).toBe('000000000000000000000001236');
    expect(qrReferenceCheckDigitOk(qr.reference!)).toBe(true);
    expect(qr.message).toBe('123');
  });

  it.skipIf(skipQr)('a long invoice puts the payment part at the foot of a further A4 page', async () => {
    const { stage } = await kitchenStage(t.app);
    const many = Array.from({ length: 40 }, (_, i) => advanced(`Zusatzleistung Position ${i + 1}`, 1, 1_000, 'drive'));
    const response = await createAs(as, { stageId: stage.id, lines: [KITCHEN_LINES[0]!, ...many] });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Zusatzleistung Position 40');
    // 1'200.00 + 40 x 10.00 = 1'600.00 + VAT 129.60 = 1'729.60
    expect(qrFields(decodeQrBill(response.rawPayload)).amount).toBe('1729.60');
  });

  it('QR invoice: amount at least 0.01 CHF, at most 999999999.99; the message must be a number with a QR-IBAN', async () => {
    const post = (payload: Record<string, unknown>) => as('admin', requestTo(invoicesEndpoints.qrInvoice, { unsafeBody: payload }));
    for (const amount of [0, -5, null]) {
      const response = await post({ message: '123', amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.');
    }
    expect((await post({ message: '123', amount: 100_000_000_000 })).statusCode).toBe(400);
    expect((await post({ message: '123', amount: 99_999_999_999 })).statusCode).toBe(200);
    expect((await post({ message: '123', amount: 1 })).statusCode).toBe(200);
    const text = await post({ message: 'Anzahlung Küche', amount: 500 });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Mit einer QR-IBAN muss die Mitteilung die Rechnungsnummer (nur Ziffern) sein.');
    expect((await post({ message: '123', amount: 12.5 })).statusCode).toBe(400);
  });

  it('the Word file: of the invoice once created, a draft before; file name RG + six letters + number', async () => {
    const { stage } = await kitchenStage(t.app);
    const draft = await as('admin', requestTo(invoicesEndpoints.stageInvoiceDraft, { params: { stageId: stage.id } }));
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(draft.headers['content-disposition']).toContain('filename="RGMusterEntwurf.docx"');
    const draftText = await docxText(draft.rawPayload);
    expect(draftText).toContain('Rechnung (Entwurf)');
    expect(draftText).toContain("1'675.10");

    const created = await createAs(as, { stageId: stage.id, lines: [...KITCHEN_LINES, simple('Treppenzuschlag', 12_000)] });
    const row = (await t.app.db.select().from(invoices).where(eq(invoices.id, Number(created.headers['x-invoice-id']))).limit(1))[0]!;
    const number = `${row.year}${String(row.sequence).padStart(4, '0')}`;
    const word = await as('admin', requestTo(invoicesEndpoints.stageInvoiceDraft, { params: { stageId: stage.id } }));
    expect(word.headers['content-disposition']).toContain(`filename="RGMuster${number}.docx"`);
    const text = await docxText(word.rawPayload);
    // 1'549.60 + 120.00 = 1'669.60; VAT 135.24 -> 1'804.84 -> 1'804.85
    for (const expected of [`Rechnung Nr. ${number}`, 'Muster Küchenbau AG', 'Küchen-Feinverteilung', 'Treppenzuschlag', '120.00', "1'669.60", '135.24', "1'804.85", 'Zahlbar innert 30 Tagen netto', 'CH44 3199 9123 0008 8901 2']) {
      expect(text).toContain(expected);
    }

    const { order } = await serviceOrder(t.app);
    const service = await as('admin', requestTo(invoicesEndpoints.serviceInvoiceDraft, { params: { orderId: order.id } }));
    expect(service.statusCode).toBe(200);
    expect(await docxText(service.rawPayload)).toContain('Baustellen-Service');
  });

  it('download-invoice answers the same PDF again', async () => {
    const { invoiceId, number } = await createKitchenInvoice();
    const response = await as('admin', requestTo(invoicesEndpoints.download, { params: { invoiceId } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="RGMuster${number}.pdf"`);
    expect(await pdfText(response.rawPayload)).toContain(`Rechnung Nr. ${number}`);
    expect((await as('admin', requestTo(invoicesEndpoints.download, { params: { invoiceId: 999999 } }))).statusCode).toBe(404);
  });

  it('send e-mails the PDF to every invoice address of the client, or to the given ones', async () => {
    const { invoiceId, number } = await createKitchenInvoice('Alpenbau Generalunternehmung GmbH');
    const before = writtenMails(t.dataDir).length;
    const response = await as('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId, email: '', message: '' } }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invoiceId, invoiceNumber: Number(number), sentTo: 'rechnungen@alpenbau.ch, finanzen@alpenbau.ch', invoicePaidTime: null });
    const mails = await waitForMails(t.dataDir, before + 1);
    const mail = await parseMail(mails.at(-1)!);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['rechnungen@alpenbau.ch', 'finanzen@alpenbau.ch']);
    expect(mail.subject).toBe(`Rechnung Nr. ${number} – Tragkraft AG`);
    expect(mail.text).toContain(`Rechnung Nr. ${number} über CHF 1'675.10`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`RGAlpenb${number}.pdf`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(await pdfText(mail.attachments[0]!.content)).toContain(`Rechnung Nr. ${number}`);

    const again = await as('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId, email: 'a@example.ch; b@example.ch, a@example.ch', message: 'Guten Tag\n\nHier nochmals die Rechnung.' } }));
    expect(again.json().sentTo).toBe('a@example.ch, b@example.ch');
    const second = await parseMail((await waitForMails(t.dataDir, before + 2)).at(-1)!);
    expect(second.text?.trim()).toBe('Guten Tag\n\nHier nochmals die Rechnung.');
    expect((await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1))[0]!.sentMessage).toBe('Guten Tag\n\nHier nochmals die Rechnung.');
  });

  it('send refuses bad addresses and header injection, and sends nothing then', async () => {
    const { invoiceId } = await createKitchenInvoice();
    const send = (email: string) => as('admin', requestTo(invoicesEndpoints.send, { body: { invoiceId, email } }));
    const queued = async () => (await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1))[0]!.invoiceSentTime;
    const invalid = await send('buchhaltung@muster, x@y.ch');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Ungültige E-Mail-Adresse: buchhaltung@muster');
    expect((await send('a@b.ch\r\nBcc: evil@example.com')).json().message).toBe('Die E-Mail-Adressen dürfen keine Zeilenumbrüche enthalten.');
    expect((await send(Array.from({ length: 11 }, (_, i) => `p${i}@example.ch`).join(','))).statusCode).toBe(400);
    expect(await queued()).toBeNull();
  });
});
