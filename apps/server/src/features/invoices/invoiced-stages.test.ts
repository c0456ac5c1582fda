// Hours and report of a stage with a sent invoice are final until credit notes cancel it in
// full (issue 28): every route that writes them answers 409. These failed before: a paid
// invoice's hours could still be changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVOICED_STAGE_TEXT, operationsEndpoints, adminOrdersEndpoints, creditNotesEndpoints, ordersEndpoints, invoicesEndpoints } from '@tragkraft/sync-protocol';
import { invoices, stages } from '../../db/schema';
import { reportBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import { createAs, kitchenStage, serviceOrder, simple, type As } from '../../../test/features/invoices/test-invoices';
import { requestTo } from '../../../test/support/call-endpoint';

describe('[invoices] an invoiced stage keeps its hours and report', () => {
  let t: TestApp;
  let as: As;
  let ids: Awaited<ReturnType<typeof people>>['ids'];

  beforeAll(async () => {
    t = await createTestApp();
    ({ as, ids } = await people(t.app));
  });
  afterAll(async () => t.close());

  async function invoiceOf(body: Record<string, unknown>, sent: boolean) {
    const response = await createAs(as, { ...body, lines: [simple('Leistung', 100_000)] });
    expect(response.statusCode, response.body).toBe(200);
    const invoiceId = Number(response.headers['x-invoice-id']);
    if (sent) await t.app.db.update(invoices).set({ invoiceSentTime: new Date().toISOString(), sentTo: 'a@b.ch' }).where(eq(invoices.id, invoiceId));
    return invoiceId;
  }

  const report = (stageId: number, person: 'admin' | 'operator' = 'admin') => {
    const body = reportBody({ truckArrivalTime: '09:10', damages: false, general: 'Korrektur', images: [], hours: [{ userId: ids.operator, hours: 9 }] });
    return as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
  };

  it('refuses the report save and the admin stage edit until the invoice is cancelled in full', async () => {
    const { stage, order } = await kitchenStage(t.app);
    const invoiceId = await invoiceOf({ stageId: stage.id }, true);
    for (const person of ['admin'] as const) {
      const refused = await report(stage.id, person);
      expect([refused.statusCode, refused.json().message], person).toEqual([409, INVOICED_STAGE_TEXT]);
    }
    const edit = await as('admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: order.id, stages: [{ id: stage.id, amount: 5 }] } }));
    expect([edit.statusCode, edit.json().message]).toEqual([409, INVOICED_STAGE_TEXT]);
    // Other fields of the order stay editable.
    expect((await as('admin', requestTo(adminOrdersEndpoints.update, { body: { orderId: order.id, contactDriver: 'Fritz' } }))).statusCode).toBe(200);

    const partial = await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId }, body: { reason: 'Rabatt', lines: [{ description: 'Rabatt', net: 10_000 }] } }));
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await report(stage.id)).statusCode).toBe(409);
    expect((await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId }, body: { reason: 'Storno' } }))).statusCode).toBe(200);
    expect((await report(stage.id)).statusCode).toBe(200);
  });

  it('an unsent invoice does not lock (it is re-created from the corrected figures)', async () => {
    const { stage } = await kitchenStage(t.app);
    await invoiceOf({ stageId: stage.id }, false);
    expect((await report(stage.id)).statusCode).toBe(200);
  });

  it('a site-service invoice locks the client "Stunden ändern" and the completion of every day', async () => {
    const { order, stages: days } = await serviceOrder(t.app);
    await invoiceOf({ serviceOrderId: order.id }, true);
    const change = await as('client', requestTo(ordersEndpoints.changeHours, { body: { stageId: days[0]!.id, hours: 12 } }));
    expect([change.statusCode, change.json().message]).toEqual([409, INVOICED_STAGE_TEXT]);
    await t.app.db.update(stages).set({ reportSavedAt: new Date().toISOString(), workHours: 10 }).where(eq(stages.id, days[1]!.id));
    const complete = await as('admin', requestTo(operationsEndpoints.complete, { params: { stageId: days[1]!.id } }));
    expect([complete.statusCode, complete.json().message]).toEqual([409, INVOICED_STAGE_TEXT]);
  });

  it('after a full credit note the stage is billed again by a new invoice with a new number', async () => {
    const { stage } = await kitchenStage(t.app);
    const first = await invoiceOf({ stageId: stage.id }, true);
    // While the sent invoice stands, "create" for the stage is refused (it is final).
    expect((await createAs(as, { stageId: stage.id, lines: [simple('Leistung', 90_000)] })).statusCode).toBe(409);
    expect((await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId: first }, body: { reason: 'Falsche Stunden' } }))).statusCode).toBe(200);
    // The hours are open again; the invoice modal shows a proposal, no invoice.
    expect((await report(stage.id)).statusCode).toBe(200);
    const data = await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }));
    expect(data.json()).toMatchObject({ invoiceId: null, proposed: true });

    const again = await createAs(as, { stageId: stage.id, lines: [simple('Leistung korrigiert', 90_000)] });
    expect(again.statusCode, again.body).toBe(200);
    const second = Number(again.headers['x-invoice-id']);
    expect(second).not.toBe(first);
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.stageId, stage.id));
    expect(rows.map((row) => [row.id, row.subtotalRp])).toEqual([[first, 100_000], [second, 90_000]]);
    expect(rows[1]!.sequence).toBeGreaterThan(rows[0]!.sequence);
    expect((await as('admin', requestTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }))).json()).toMatchObject({ invoiceId: second, proposed: false });
    // Re-created while unsent like any invoice; once sent the stage is locked again.
    expect(Number((await createAs(as, { stageId: stage.id, invoiceId: second, lines: [simple('Leistung korrigiert', 80_000)] })).headers['x-invoice-id'])).toBe(second);
    await t.app.db.update(invoices).set({ invoiceSentTime: new Date().toISOString(), sentTo: 'a@b.ch' }).where(eq(invoices.id, second));
    expect((await report(stage.id)).statusCode).toBe(409);
  });

  it('a site-service order is billed again after its invoice is cancelled in full', async () => {
    const { order } = await serviceOrder(t.app);
    const first = await invoiceOf({ serviceOrderId: order.id }, true);
    expect((await as('admin', requestTo(creditNotesEndpoints.create, { params: { invoiceId: first }, body: { reason: 'Storno' } }))).statusCode).toBe(200);
    const again = await createAs(as, { serviceOrderId: order.id, lines: [simple('Leistung', 50_000)] });
    expect(again.statusCode, again.body).toBe(200);
    expect(Number(again.headers['x-invoice-id'])).not.toBe(first);
    expect((await as('admin', requestTo(invoicesEndpoints.serviceInvoiceData, { params: { orderId: order.id } }))).json()).toMatchObject({ invoiceId: Number(again.headers['x-invoice-id']) });
  });
});
