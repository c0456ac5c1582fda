import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatDate, type Role } from '@tragkraft/domain';
import type { DunningProposal, DunningRunAnswer, OpenItem } from '@tragkraft/sync-protocol';
import { auditLog, invoiceReminders, mailQueue } from '../../db/schema';
import { qrReference } from '../../documents/qr-bill-reference';
import { createTestApp, waitForMail, writtenMails, type TestApp } from '../../../test/support/test-app';
import { parseMail, pdfText } from '../../../test/support/documents';
import { decodeQrBill, qrFields } from '../../../test/features/invoices/test-qr';
import { agedInvoice, bookedPayment, daysAgo, earlierReminder, ownClient, rolesOf, type As } from '../../../test/features/dunning/test-dunning';
import { requestTo } from '../../../test/support/call-endpoint';
import { auditEndpoints, dunningEndpoints } from '@tragkraft/sync-protocol';

const OTHER_ROLES: Role[] = ['operator', 'employee', 'client', 'clerk'];
const numberOf = (invoice: { year: number; sequence: number }) => Number(`${invoice.year}${String(invoice.sequence).padStart(4, '0')}`);
const chf = (rappen: number) => (rappen / 100).toFixed(2);

describe('[dunning] open items, proposals and the reminder run', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(() => t.close());

  const openItems = async () => (await as('admin', requestTo(dunningEndpoints.openItems))).json<OpenItem[]>();
  const proposals = async () => (await as('admin', requestTo(dunningEndpoints.proposals))).json<DunningProposal[]>();
  const run = (invoiceIds: unknown, role: Role = 'admin') => as(role, requestTo(dunningEndpoints.run, { unsafeBody: { invoiceIds } }));
  const remindersOf = (invoiceId: number) => t.app.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));
  const mailsAbout = (number: number) => writtenMails(t.dataDir).filter((mail) => mail.replace(/=\r?\n/g, '').includes(`Rechnung Nr. ${number} vom`));

  /** The reminder mail of the invoice, parsed, with its PDF's text and QR-bill. */
  async function reminderMail(number: number, title: string) {
    // The subject is MIME-encoded (it has a dash); the text names the invoice and the level.
    const raw = await waitForMail(t.dataDir, (mail) => mail.includes(`Rechnung Nr. ${number} vom`) && mail.includes(`unsere ${title} `));
    const mail = await parseMail(raw);
    const pdf = mail.attachments[0]!;
    return { mail, pdf, text: await pdfText(pdf.content), qr: qrFields(decodeQrBill(pdf.content)) };
  }

  it('is for admins only: every other role is refused, and without sign-in 401', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 45 });
    const calls = [
      requestTo(dunningEndpoints.openItems),
      requestTo(dunningEndpoints.openItemsExcel),
      requestTo(dunningEndpoints.proposals),
      requestTo(dunningEndpoints.run, { body: { invoiceIds: [invoice.id] } }),
      requestTo(dunningEndpoints.reminderPdf, { params: { reminderId: 1 } }),
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      for (const role of OTHER_ROLES) expect((await as(role, call)).statusCode, `${role} ${call.url}`).toBe(403);
    }
    expect(await remindersOf(invoice.id)).toHaveLength(0);
    expect(mailsAbout(numberOf(invoice))).toHaveLength(0);
  });

  it('lists every sent invoice with something open: due date 30 days after its date, days overdue, open rest after payments, reminder level', async () => {
    const overdue = await agedInvoice(t.app, { ageDays: 45, subtotalRp: 100_000 });
    const partly = await agedInvoice(t.app, { ageDays: 31, subtotalRp: 50_000 });
    await bookedPayment(t.app, partly.id, 20_000);
    const young = await agedInvoice(t.app, { ageDays: 3 });
    const reminded = await agedInvoice(t.app, { ageDays: 60 });
    await earlierReminder(t.app, reminded.id, 1, 15, reminded.totalRp);
    const paidByButton = await agedInvoice(t.app, { ageDays: 50, paidTime: new Date().toISOString() });
    const paidByBank = await agedInvoice(t.app, { ageDays: 50, subtotalRp: 10_000 });
    await bookedPayment(t.app, paidByBank.id, paidByBank.totalRp);
    const unsent = await agedInvoice(t.app, { ageDays: 50, sent: false });

    const items = await openItems();
    const byId = new Map(items.map((item) => [item.invoiceId, item]));
    expect(byId.get(overdue.id)).toEqual({
      invoiceId: overdue.id,
      invoiceNumber: numberOf(overdue),
      clientId: expect.any(Number),
      clientName: 'Muster Küchenbau AG',
      invoiceDate: daysAgo(45),
      dueDate: daysAgo(15),
      total: overdue.totalRp,
      received: 0,
      openAmount: overdue.totalRp,
      fees: 0,
      feesPaid: 0,
      daysOverdue: 15,
      reminderLevel: 0,
      lastReminderDate: null,
      block: null,
    });
    expect(byId.get(partly.id)).toMatchObject({ received: 20_000, openAmount: partly.totalRp - 20_000, daysOverdue: 1, dueDate: daysAgo(1) });
    expect(byId.get(young.id)).toMatchObject({ daysOverdue: 0, dueDate: daysAgo(-27) });
    expect(byId.get(reminded.id)).toMatchObject({ reminderLevel: 1, lastReminderDate: daysAgo(15), daysOverdue: 30 });
    for (const gone of [paidByButton, paidByBank, unsent]) expect(byId.has(gone.id), `invoice ${gone.id}`).toBe(false);
    // The longest overdue first.
    const order = items.map((item) => item.invoiceId);
    expect(order.indexOf(reminded.id)).toBeLessThan(order.indexOf(overdue.id));
    expect(order.indexOf(overdue.id)).toBeLessThan(order.indexOf(young.id));
  });

  it('exports the open items to Excel with the same rows', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 44, subtotalRp: 12_345 });
    // A reminder with a fee of 20.00: the fee is a column of its own, not in "Offen".
    await t.app.db.insert(invoiceReminders).values({ invoiceId: invoice.id, level: 1, openAmountRp: invoice.totalRp, feeRp: 2_000, reminderDate: daysAgo(4), sentTo: 'buchhaltung@muster-kuechenbau.ch' });
    const response = await as('admin', requestTo(dunningEndpoints.openItemsExcel));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('OffenePosten.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Offene Posten')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Kunde', 'Rechnung Nr.', 'Rechnungsdatum', 'Fällig am', 'Total CHF', 'Bezahlt CHF', 'Offen CHF', 'Tage überfällig', 'Mahnstufe', 'Mahngebühren offen CHF']);
    const items = await openItems();
    expect(sheet.rowCount).toBe(items.length + 2);
    const row = sheet.getRows(2, items.length)!.find((r) => r.getCell(2).value === numberOf(invoice))!;
    expect(row.getCell(1).value).toBe('Muster Küchenbau AG');
    expect((row.getCell(3).value as Date).toISOString().slice(0, 10)).toBe(daysAgo(44));
    expect((row.getCell(4).value as Date).toISOString().slice(0, 10)).toBe(daysAgo(14));
    expect(row.getCell(7).value).toBe(invoice.totalRp / 100);
    expect(row.getCell(8).value).toBe(14);
    expect(row.getCell(9).value).toBe('Zahlungserinnerung');
    expect(row.getCell(10).value).toBe(20);
    expect(sheet.getRow(items.length + 2).getCell(1).value).toBe('Total');
    expect(sheet.getRow(items.length + 2).getCell(10).value).toBe(items.reduce((sum, item) => sum + Math.max(0, item.fees - item.feesPaid), 0) / 100);
    expect(items.find((item) => item.invoiceId === invoice.id)).toMatchObject({ openAmount: invoice.totalRp, fees: 2_000, feesPaid: 0 });
  });

  it('proposes level 1 ten days after the due date, level 2 ten days after level 1, never a paid invoice', async () => {
    const due = await agedInvoice(t.app, { ageDays: 40 });
    const early = await agedInvoice(t.app, { ageDays: 39 });
    const second = await agedInvoice(t.app, { ageDays: 70, subtotalRp: 80_000 });
    await bookedPayment(t.app, second.id, 30_000);
    await earlierReminder(t.app, second.id, 1, 10, second.totalRp);
    const waiting = await agedInvoice(t.app, { ageDays: 70 });
    await earlierReminder(t.app, waiting.id, 1, 9, waiting.totalRp);
    const last = await agedInvoice(t.app, { ageDays: 90 });
    await earlierReminder(t.app, last.id, 1, 30, last.totalRp);
    await earlierReminder(t.app, last.id, 2, 20, last.totalRp);
    await earlierReminder(t.app, last.id, 3, 10, last.totalRp);
    const paid = await agedInvoice(t.app, { ageDays: 80, paidTime: new Date().toISOString() });
    const covered = await agedInvoice(t.app, { ageDays: 80, subtotalRp: 5_000 });
    await bookedPayment(t.app, covered.id, covered.totalRp + 1_000);

    const list = await proposals();
    const byId = new Map(list.map((p) => [p.invoiceId, p]));
    expect(byId.get(due.id)).toMatchObject({ level: 1, title: 'Zahlungserinnerung', fee: 0, amount: due.totalRp, daysOverdue: 10, sendTo: 'buchhaltung@muster-kuechenbau.ch' });
    expect(byId.get(second.id)).toMatchObject({ level: 2, title: '1. Mahnung', fee: 2_000, openAmount: second.totalRp - 30_000, amount: second.totalRp - 30_000 + 2_000, reminderLevel: 1 });
    for (const none of [early, waiting, last, paid, covered]) expect(byId.has(none.id), `invoice ${none.id}`).toBe(false);
  });

  it('sends the reminder as a PDF letter whose QR-bill asks for the open amount plus fee with the invoice reference; audit-logged; idempotent', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 75, subtotalRp: 150_000 });
    await bookedPayment(t.app, invoice.id, 40_000);
    await earlierReminder(t.app, invoice.id, 1, 12, invoice.totalRp - 40_000);
    const number = numberOf(invoice);
    const open = invoice.totalRp - 40_000;

    const response = await run([invoice.id]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<DunningRunAnswer>();
    expect(answer.skipped).toEqual([]);
    expect(answer.sent).toEqual([
      { reminderId: expect.any(Number), invoiceId: invoice.id, invoiceNumber: number, clientName: 'Muster Küchenbau AG', level: 2, title: '1. Mahnung', fee: 2_000, amount: open + 2_000, sentTo: 'buchhaltung@muster-kuechenbau.ch' },
    ]);

    const { mail, pdf, text, qr } = await reminderMail(number, '1. Mahnung');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('buchhaltung@muster-kuechenbau.ch');
    expect(mail.text).toContain(`Im Anhang erhalten Sie unsere 1. Mahnung über CHF ${chf(open + 2_000).replace(/\B(?=(\d{3})+\.)/g, "'")} (inklusive Mahngebühr CHF 20.00)`);
    expect(pdf.filename).toBe(`RGMuster${number}-Mahnung1.pdf`);
    for (const expected of [`1. Mahnung zu Rechnung Nr. ${number}`, 'Muster Küchenbau AG', `Zahlungserinnerung vom ${formatDate(daysAgo(12))}`, 'Bereits bezahlt', 'Mahngebühr', '20.00', 'Total zu bezahlen CHF']) {
      expect(text).toContain(expected);
    }
    expect(qr.amount).toBe(chf(open + 2_000));
    expect(qr.currency).toBe('CHF');
    expect(qr.referenceType).toBe('QRR');
    expect(qr.reference).toBe(qrReference(number));
    expect(qr.debtor.name).toBe('Muster Küchenbau AG');

    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.id)), eq(auditLog.action, 'reminderSent')));
    expect(audit?.changes).toMatchObject({ level: 2, title: '1. Mahnung', openAmount: open, fee: 2_000, amount: open + 2_000 });
    const log = await as('admin', requestTo(auditEndpoints.log, { query: { entity: 'invoice', entityId: String(invoice.id) } }));
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ action: string }[]>().map((entry) => entry.action)).toContain('reminderSent');

    // Again: nothing more is sent; the proposals no longer hold it.
    const again = await run([invoice.id]);
    expect(again.json<DunningRunAnswer>()).toEqual({ sent: [], toPrint: [], skipped: [{ invoiceId: invoice.id, invoiceNumber: number, reason: `Die 1. Mahnung wurde am ${formatDate(daysAgo(0))} bereits versandt.` }] });
    expect((await proposals()).some((p) => p.invoiceId === invoice.id)).toBe(false);
    expect(await remindersOf(invoice.id)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsAbout(number)).toHaveLength(1);

    const download = await as('admin', requestTo(dunningEndpoints.reminderPdf, { params: { reminderId: answer.sent[0]!.reminderId } }));
    expect(download.statusCode).toBe(200);
    expect(qrFields(decodeQrBill(download.rawPayload)).amount).toBe(chf(open + 2_000));
    expect((await as('admin', requestTo(dunningEndpoints.reminderPdf, { params: { reminderId: 999999 } }))).json()).toEqual({ code: 'notFound', message: 'Die Mahnung wurde nicht gefunden.' });
  });

  it('the first level (Zahlungserinnerung) has no fee: its QR-bill asks for the open amount', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 41, subtotalRp: 33_300 });
    const answer = (await run([invoice.id])).json<DunningRunAnswer>();
    expect(answer.sent[0]).toMatchObject({ level: 1, title: 'Zahlungserinnerung', fee: 0, amount: invoice.totalRp });
    const { text, qr } = await reminderMail(numberOf(invoice), 'Zahlungserinnerung');
    expect(text).toContain('Sicher ist es Ihrer Aufmerksamkeit entgangen');
    expect(text).not.toContain('Mahngebühr');
    expect(qr.amount).toBe(chf(invoice.totalRp));
    expect(qr.reference).toBe(qrReference(numberOf(invoice)));
  });

  it('never sends a reminder for a paid, covered, unsent, unknown or not yet due invoice', async () => {
    const paid = await agedInvoice(t.app, { ageDays: 80, paidTime: new Date().toISOString() });
    const covered = await agedInvoice(t.app, { ageDays: 80, subtotalRp: 5_000 });
    await bookedPayment(t.app, covered.id, covered.totalRp);
    const unsent = await agedInvoice(t.app, { ageDays: 80, sent: false });
    const early = await agedInvoice(t.app, { ageDays: 39 });
    const answer = (await run([paid.id, covered.id, unsent.id, early.id, 999_999])).json<DunningRunAnswer>();
    expect(answer.sent).toEqual([]);
    expect(answer.toPrint).toEqual([]);
    expect(answer.skipped).toEqual([
      { invoiceId: paid.id, invoiceNumber: numberOf(paid), reason: 'Die Rechnung ist bezahlt.' },
      { invoiceId: covered.id, invoiceNumber: numberOf(covered), reason: 'Auf der Rechnung ist nichts mehr offen.' },
      { invoiceId: unsent.id, invoiceNumber: numberOf(unsent), reason: 'Die Rechnung wurde noch nicht versandt.' },
      { invoiceId: early.id, invoiceNumber: numberOf(early), reason: `Die nächste Stufe (Zahlungserinnerung) ist erst ab ${formatDate(daysAgo(-1))} fällig.` },
      { invoiceId: 999_999, invoiceNumber: null, reason: 'Die Rechnung wurde nicht gefunden.' },
    ]);
    for (const invoice of [paid, covered, unsent, early]) expect(await remindersOf(invoice.id)).toHaveLength(0);
  });

  it('a client without a (valid) invoice e-mail gets the reminder to print: recorded without a mail, listed with its PDF', async () => {
    const noMail = await agedInvoice(t.app, { ageDays: 80, subtotalRp: 44_000, clientId: (await ownClient(t.app, { invoiceEmail: '' })).id });
    const badMail = await agedInvoice(t.app, { ageDays: 80, clientId: (await ownClient(t.app, { invoiceEmail: 'buchhaltung@' })).id });
    expect((await proposals()).filter((p) => p.invoiceId === noMail.id || p.invoiceId === badMail.id).map((p) => p.sendTo)).toEqual(['', '']);
    const queuedBefore = (await t.app.db.select().from(mailQueue)).length;

    const answer = (await run([noMail.id, badMail.id])).json<DunningRunAnswer>();
    expect(answer.sent).toEqual([]);
    expect(answer.skipped).toEqual([]);
    expect(answer.toPrint).toEqual([
      { reminderId: expect.any(Number), invoiceId: noMail.id, invoiceNumber: numberOf(noMail), clientName: expect.stringMatching(/^Testbau /), level: 1, title: 'Zahlungserinnerung', fee: 0, amount: noMail.totalRp, sentTo: '' },
      expect.objectContaining({ invoiceId: badMail.id, level: 1, sentTo: '' }),
    ]);
    const [reminder] = await remindersOf(noMail.id);
    expect(reminder).toMatchObject({ level: 1, openAmountRp: noMail.totalRp, sentTo: '', reminderDate: daysAgo(0) });
    expect((await t.app.db.select().from(mailQueue)).length).toBe(queuedBefore);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(noMail.id))));
    expect(audit).toMatchObject({ action: 'reminderPrinted', changes: { level: 1, amount: noMail.totalRp } });

    // The PDF to print: the letter with the QR-bill, as a mailed one.
    const pdf = await as('admin', requestTo(dunningEndpoints.reminderPdf, { params: { reminderId: answer.toPrint[0]!.reminderId } }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Zahlungserinnerung zu Rechnung Nr. ${numberOf(noMail)}`);
    expect(text).toContain('Bahnhofstrasse 1');

    // The level counts like a mailed one: the next run has nothing due for it today.
    const again = (await run([noMail.id])).json<DunningRunAnswer>();
    expect(again.toPrint).toEqual([]);
    expect(again.skipped[0]!.reason).toBe(`Die Zahlungserinnerung wurde am ${formatDate(daysAgo(0))} bereits versandt.`);
    expect((await openItems()).find((item) => item.invoiceId === noMail.id)).toMatchObject({ reminderLevel: 1, lastReminderDate: daysAgo(0) });
    expect(mailsAbout(numberOf(noMail))).toHaveLength(0);
  });

  it('50 runs at once for the same invoice send one reminder and one mail', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 50 });
    const queuedBefore = (await t.app.db.select().from(mailQueue)).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => run([invoice.id])));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const sent = answers.flatMap((a) => a.json<DunningRunAnswer>().sent);
    expect(sent).toHaveLength(1);
    expect(answers.flatMap((a) => a.json<DunningRunAnswer>().skipped)).toHaveLength(49);
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect((await t.app.db.select().from(mailQueue)).length).toBe(queuedBefore + 1);
    await reminderMail(numberOf(invoice), 'Zahlungserinnerung');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(numberOf(invoice))).toHaveLength(1);
  });

  it('refuses bad input with 400 and sends nothing', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 50 });
    for (const bad of [[], 'x', [0], [-1], [1.5], ['1'], Array.from({ length: 501 }, (_, i) => i + 1), null]) {
      const response = await run(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await as('admin', requestTo(dunningEndpoints.run, { unsafeBody: {} }))).statusCode).toBe(400);
    expect((await as('admin', requestTo(dunningEndpoints.reminderPdf, { unsafeParams: { reminderId: 'abc' } }))).statusCode).toBe(400);
    expect(await remindersOf(invoice.id)).toHaveLength(0);
  });
});
