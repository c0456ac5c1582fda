// A reminder letter names the client once, also when its billing address repeats the name in
// another case or spacing (issue 28 §6: the letter printed the company name twice).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoiceReminders } from '../../db/schema';
import { recipientLines } from '../../documents/recipient-lines';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { pdfText } from '../../../test/support/documents';
import { agedInvoice, earlierReminder } from '../../../test/features/dunning/test-dunning';
import { reminderPdf } from './reminder-document';

describe('[dunning] the reminder letter names the client once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('recipient lines: the name first, an address line with the same name dropped', () => {
    expect(recipientLines('Muster Küchenbau AG', 'MUSTER  Küchenbau AG \nBadenerstrasse 120\n8004 Zürich')).toEqual(['Muster Küchenbau AG', 'Badenerstrasse 120', '8004 Zürich']);
    expect(recipientLines('Muster Küchenbau AG', 'z. H. Buchhaltung\nmuster küchenbau ag\nBadenerstrasse 120\n8004 Zürich')).toEqual(['Muster Küchenbau AG', 'z. H. Buchhaltung', 'Badenerstrasse 120', '8004 Zürich']);
    expect(recipientLines('Muster AG', 'Badenerstrasse 120\n8004 Zürich')).toEqual(['Muster AG', 'Badenerstrasse 120', '8004 Zürich']);
  });

  it('prints the client name once in the letter and once per part of the QR-bill', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    const [client] = await t.app.db.select().from(clients).where(eq(clients.company, 'Muster Küchenbau AG')).limit(1);
    await t.app.db.update(clients).set({ address: 'Muster Küchenbau  AG\nBadenerstrasse 120\n8004 Zürich' }).where(eq(clients.id, client!.id));
    await earlierReminder(t.app, invoice.id, 1, 2, invoice.totalRp);
    const [reminder] = await t.app.db.select({ id: invoiceReminders.id }).from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    const { content } = await reminderPdf(t.app.db, t.config.company, t.config.dunning, reminder!.id);
    const text = await pdfText(content);
    const [letter, qrPart] = text.split('Empfangsschein');
    const count = (part: string) => part.split(/muster küchenbau\s+ag/i).length - 1;
    expect(count(letter!)).toBe(1);
    // The receipt and the payment part each name the debtor once, with the street beneath it.
    expect(count(qrPart!)).toBe(2);
    expect(qrPart).toMatch(/Muster Küchenbau AG \nBadenerstrasse 120 \n8004 Zürich/);
  });
});
