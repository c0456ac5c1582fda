// "Abschreibung": the admin writes off what is still open of a sent invoice; it leaves the open
// items, the journal shows it written off, the history lists it, the audit log records it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INVOICE_STATE_LABELS, ROLES, settledState, zurichToday } from '@tragkraft/domain';
import { auditLog, invoices, invoiceWriteOffs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { agedInvoice, bookedPayment, rolesOf, type As } from '../../../test/features/dunning/test-dunning';
import { call, requestTo } from '../../../test/support/call-endpoint';
import { creditNotesEndpoints, dunningEndpoints, invoiceJournalEndpoints, invoicesEndpoints } from '@tragkraft/sync-protocol';

// agedInvoice: one line of 1'000.00 net, VAT 81.00, total 1'081.00.
const openOf = async (as: As, invoiceId: number) => {
  const items = (await as('admin', requestTo(dunningEndpoints.openItems))).json() as { invoiceId: number; openAmount: number }[];
  return items.find((item) => item.invoiceId === invoiceId)?.openAmount ?? 0;
};

describe('[write-off] the rest of an invoice written off as a loss', () => {
  let t: TestApp;
  let as: As;
  const today = zurichToday(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    as = await rolesOf(t.app);
  });
  afterAll(async () => t.close());

  const writeOff = (invoiceId: number, payload: object, role: Parameters<As>[0] = 'admin') => as(role, requestTo(creditNotesEndpoints.writeOff, { params: { invoiceId }, unsafeBody: payload }));

  it('writes off what is open after a part payment; the invoice is closed as written off, with history and audit', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 120 });
    await bookedPayment(t.app, invoice.id, 40_000);
    expect(await openOf(as, invoice.id)).toBe(68_100);

    const done = await writeOff(invoice.id, { reason: 'Konkurs des Kunden', date: today });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ invoiceId: invoice.id, amount: 68_100, date: today, reason: 'Konkurs des Kunden' });
    expect(await openOf(as, invoice.id)).toBe(0);
    expect((await t.app.db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoice.id))).map((row) => row.amountRp)).toEqual([68_100]);
    expect((await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!.invoicePaidTime).not.toBeNull();

    const journal = (await as('admin', requestTo(invoiceJournalEndpoints.list, { query: { q: `${invoice.year}${String(invoice.sequence).padStart(4, '0')}` } }))).json() as { rows: { invoiceId: number; status: string; paid: number; open: number }[] };
    expect(journal.rows.find((row) => row.invoiceId === invoice.id)).toMatchObject({ status: 'writtenOff', paid: 40_000, open: 0 });
    // The invoice modal's data says written off, not paid (one label from domain, as the journal).
    const data = (await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: invoice.stageId! } }))).json() as { received: number; openAmount: number; credited: number; writtenOff: number; totals: { total: number } };
    expect(data).toMatchObject({ received: 40_000, openAmount: 0, credited: 0, writtenOff: 68_100 });
    expect(INVOICE_STATE_LABELS[settledState(data.totals.total, data.credited, data.writtenOff)]).toBe('Abgeschrieben');
    const history = (await as('admin', requestTo(invoiceJournalEndpoints.history, { params: { invoiceId: invoice.id } }))).json() as { events: { kind: string; amount: number | null; text: string; date: string }[] };
    expect(history.events.at(-1)).toMatchObject({ kind: 'writeOff', amount: -68_100, date: today, text: 'Abgeschrieben (Verlust): Konkurs des Kunden' });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice.id)), eq(auditLog.action, 'writtenOff')));
    expect(audit).toHaveLength(1);

    // Nothing is left: a second write-off is refused and books nothing.
    const again = await writeOff(invoice.id, { reason: 'Nochmals', date: today });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Auf der Rechnung ist nichts offen, das abgeschrieben werden könnte.']);
    expect(await t.app.db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoice.id))).toHaveLength(1);
  });

  it('written off several times at once: one write-off of what was open', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 90 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => writeOff(invoice.id, { reason: 'Uneinbringlich', date: today })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await t.app.db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoice.id))).map((row) => row.amountRp)).toEqual([108_100]);
  });

  it('refuses an unsent invoice, an empty reason, bad, future and too early dates, in German; books nothing', async () => {
    const unsent = await agedInvoice(t.app, { ageDays: 5, sent: false });
    const refusedUnsent = await writeOff(unsent.id, { reason: 'x', date: today });
    expect([refusedUnsent.statusCode, refusedUnsent.json().message]).toEqual([409, 'Die Rechnung wurde noch nicht versandt; sie kann nicht abgeschrieben werden.']);
    const sent = await agedInvoice(t.app, { ageDays: 5 });
    const refused = async (payload: object) => {
      const response = await writeOff(sent.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused({ reason: '  ', date: today })).toBe('Bitte geben Sie den Grund der Abschreibung an.');
    expect(await refused({ reason: 'x', date: '2026-02-30' })).toBe('Ungültiges Datum der Abschreibung: bitte als JJJJ-MM-TT angeben.');
    expect(await refused({ reason: 'x', date: '2999-01-01' })).toBe('Das Datum der Abschreibung darf nicht in der Zukunft liegen.');
    expect(await refused({ reason: 'x', date: '2001-01-01' })).toMatch(/^Das Datum der Abschreibung darf nicht vor dem Rechnungsdatum \(\d\d\.\d\d\.\d{4}\) liegen\.$/);
    expect(await refused({ reason: 'x' })).toMatch(/[äöüÄÖÜ]|Ungültig|ungültig|Bitte|bitte|fehlt/);
    expect((await writeOff(999_999, { reason: 'x', date: today })).statusCode).toBe(404);
    expect(await t.app.db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, sent.id))).toEqual([]);
    expect(await openOf(as, sent.id)).toBe(108_100);
  });

  it('only the admin may write off', async () => {
    const invoice = await agedInvoice(t.app, { ageDays: 3 });
    for (const role of ROLES.filter((r) => r !== 'admin')) expect((await writeOff(invoice.id, { reason: 'x', date: today }, role)).statusCode, role).toBe(403);
    expect((await call(t.app, creditNotesEndpoints.writeOff, { params: { invoiceId: invoice.id }, body: { reason: 'x', date: today } })).statusCode).toBe(401);
    expect(await t.app.db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoice.id))).toEqual([]);
  });
});
