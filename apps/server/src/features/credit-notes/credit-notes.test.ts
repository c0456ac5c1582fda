import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@tragkraft/domain';
import { auditLog, invoices } from '../../db/schema';
import { pdfText } from '../../../test/support/documents';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agedInvoice, bookedPayment, rolesOf, type As } from '../../../test/features/dunning/test-dunning';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { creditNotesEndpoints, dunningEndpoints } from '@tragkraft/sync-protocol';

// agedInvoice: one line of 1'000.00 net, VAT 81.00, total 1'081.00.
const openOf = async (as: As, invoiceId: number) => {
  const items = (await as('admin', requestTo(dunningEndpoints.openItems))).json() as { invoiceId: number; openAmount: number }[];
  return items.find((item) => item.invoiceId === invoiceId)?.openAmount ?? 0;
};

describe('[credit notes] cancel an invoice in whole or in part', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(async () => t.close());

  const create = (invoiceId: number, payload: object, role: Parameters<As>[0] = 'admin') => as(role, requestTo(creditNotesEndpoints.create, { params: { invoiceId }, unsafeBody: payload }));

  it('a partial credit note lowers the open amount, the rest cancels the invoice, more is refused', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 10 });
    expect(await openOf(as, invoice.id)).toBe(108_100);

    const partial = await create(invoice.id, { reason: 'Eine Küche nicht geliefert', lines: [{ description: 'Küche Wohnung 3', net: 25_000 }] });
    expect(partial.statusCode, partial.body).toBe(200);
    const note = partial.json();
    // 250.00 + 8.1 % = 270.25, rounded to 270.25 (already on 0.05).
    expect(note.totals).toEqual({ subtotal: 25_000, vat: 2_025, rounding: 0, total: 27_025 });
    expect(String(note.number)).toMatch(/^\d{4}0001$/);
    expect(await openOf(as, invoice.id)).toBe(108_100 - 27_025);

    const tooMuch = await create(invoice.id, { reason: 'Zu viel', lines: [{ description: 'Alles', net: 100_000 }] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("Die Gutschrift übersteigt den noch nicht gutgeschriebenen Betrag von CHF 810.75.");

    const rest = await create(invoice.id, { reason: 'Auftrag storniert' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().number).toBe(note.number + 1);
    expect(rest.json().totals.total).toBe(81_075);
    expect(rest.json().lines).toEqual([{ description: expect.stringContaining('Restbetrag der Rechnung Nr.'), net: 75_000, vatRateBp: 810 }]);
    expect(await openOf(as, invoice.id)).toBe(0);

    const again = await create(invoice.id, { reason: 'Nochmals' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Rechnung ist bereits vollständig gutgeschrieben.');

    const list = (await as('admin', requestTo(creditNotesEndpoints.list, { params: { invoiceId: invoice.id } }))).json();
    expect(list.uncredited).toBe(0);
    expect(list.creditNotes.map((n: { reason: string }) => n.reason)).toEqual(['Eine Küche nicht geliefert', 'Auftrag storniert']);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(invoice.id)));
    expect(audit.filter((entry) => entry.action === 'creditNoteCreated')).toHaveLength(2);
  });

  it('a whole credit note copies the lines; a paid invoice keeps its payment as credit', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 5 });
    await bookedPayment(t.app, invoice.id, 108_100);
    const whole = await create(invoice.id, { reason: 'Doppelt verrechnet' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().totals).toEqual({ subtotal: 100_000, vat: 8_100, rounding: 0, total: 108_100 });
    expect(whole.json().lines).toEqual([{ description: 'Küchen-Feinverteilung', net: 100_000, vatRateBp: 810 }]);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.invoicePaidTime).not.toBeNull();
  });

  it('the PDF says Gutschrift, names the invoice and shows the VAT per rate', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 3 });
    const note = (await create(invoice.id, { reason: 'Preisnachlass', lines: [{ description: 'Rabatt Lieferung', net: 10_000 }, { description: 'Rabatt Buch', net: 2_000, vatRateBp: 260 }] })).json();
    const pdf = await as('admin', requestTo(creditNotesEndpoints.pdf, { params: { creditNoteId: note.creditNoteId } }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`GSMuster${note.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    const number = `${invoice.year}${String(invoice.sequence).padStart(4, '0')}`;
    for (const expected of [`Gutschrift Nr. ${note.number}`, `Zu Rechnung Nr. ${number}`, 'Grund: Preisnachlass', 'Rabatt Lieferung (MWST 8.1%)', 'MWST 2.6% auf CHF 20.00', '0.52', 'MWST 8.1% auf CHF 100.00', '8.10', 'Gutschrift total CHF', '128.60', 'Muster Küchenbau AG']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses an unsent invoice, an empty reason and bad lines with German texts', async () => {
    const unsent = await agedInvoice(t.app, { ageDays: 1, sent: false });
    expect((await create(unsent.id, { reason: 'x' })).json().message).toContain('noch nicht versandt');
    const sent = await agedInvoice(t.app, { ageDays: 1 });
    const empty = await create(sent.id, { reason: '  ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Bitte geben Sie den Grund der Gutschrift an.']);
    const zero = await create(sent.id, { reason: 'x', lines: [{ description: 'a', net: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect((await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId: 999999 }, body: { reason: 'x' } }))).statusCode).toBe(404);
    expect((await as('admin', requestTo(creditNotesEndpoints.pdf, { params: { creditNoteId: 999999 } }))).statusCode).toBe(404);
  });

  it('only the admin may create, list and download credit notes', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 2 });
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect((await create(invoice.id, { reason: 'x' }, role)).statusCode).toBe(403);
      expect((await as(role, requestTo(creditNotesEndpoints.list, { params: { invoiceId: invoice.id } }))).statusCode).toBe(403);
      expect((await as(role, requestTo(creditNotesEndpoints.pdf, { params: { creditNoteId: 1 } }))).statusCode).toBe(403);
    }
    expect((await call(t.app, creditNotesEndpoints.create, { params: { invoiceId: invoice.id }, body: { reason: 'x' } })).statusCode).toBe(401);
  });
});
