import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichToday } from '@tragkraft/domain';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { people } from '../../../test/features/operations/test-operations';
import { advanced, createAs, kitchenStage, serviceOrder, type As } from '../../../test/features/invoices/test-invoices';
import { urlTo } from '../../../test/support/call-endpoint';
import { invoicesEndpoints } from '@tragkraft/sync-protocol';

describe('[invoices] invoice data and QR info', () => {
  let t: TestApp;
  let as: As;

  beforeAll(async () => {
    t = await createTestApp();
    as = (await people(t.app)).as;
  });
  afterAll(() => t.close());

  const get = (url: string) => as('admin', { method: 'GET', url });

  it('proposes the lines of a reported kitchen stage, computed by hand', async () => {
    const { stage, order, client } = await kitchenStage(t.app);
    const response = await get(urlTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    // distribution: 4 of 10 kitchens x 300.00 = 1'200.00
    // disposal share: 200.00 x 4 / 10 = 80.00
    // extra device: 1 x 45.00 = 45.00
    // drive: 10 km x 2 = 20 km x 1.23 = 24.60
    // waiting: planned 08:00, truck 09:10 = 70 min late; 40 min after the free 30 = 2 started
    //   half hours = 1.0 h x 2 people with hours = 2.0 man-hours x 100.00 = 200.00
    // subtotal 1'549.60; VAT 8.1% = 125.5176 -> 125.52; 1'675.12 -> cash 1'675.10 (-0.02)
    expect(data.invoiceLines).toEqual([
      { type: 'distribution', description: 'Küchen-Feinverteilung', amount: 4, price: 30_000, total: 120_000, editable: true, removeable: false },
      { type: 'dispose', description: 'Entsorgungspauschale', amount: 1, price: 8_000, total: 8_000, editable: true, removeable: true },
      { type: 'disposeDevices', description: 'Entsorgung zusätzlicher Geräte', amount: 1, price: 4_500, total: 4_500, editable: true, removeable: true },
      { type: 'drive', description: 'Anfahrt 10 km hin und zurück', amount: 20, price: 123, total: 2_460, editable: true, removeable: true },
      { type: 'waiting', description: 'Wartezeit (70 Min. Verspätung, 2 Personen, 30 Min. gratis)', amount: 2, price: 10_000, total: 20_000, editable: true, removeable: true },
    ]);
    expect(data.totals).toEqual({ subtotal: 154_960, vat: 12_552, rounding: -2, total: 167_510 });
    expect(data).toMatchObject({
      invoiceId: null,
      invoiceNumber: null,
      proposed: true,
      stageId: stage.id,
      orderId: order.id,
      typeId: 1,
      date: stage.date,
      time: '08:00',
      truckArrivalTime: '09:10',
      clientInvoiceEmail: 'buchhaltung@muster-kuechenbau.ch',
      calculationPrice: { pricePer: 30_000, disposeDevicesCount: 10, disposeDevicesPricePer: 4_500, disposal: 20_000, disposalCount: 4, count: 10, rideCost: 7_380 },
      calculationParams: { express: false, driveKilometers: 10, isElectrolux: false, electroluxRegion: null },
      usersWithHoursCount: 2,
      clientWaitingTimeAmount: 10_000,
      clientName: 'Muster Küchenbau AG',
      clientId: client.id,
      internal: 'Lift reserviert.',
      invoiceTime: null,
      invoiceSentTime: null,
      invoicePaidTime: null,
    });

    // QR info: the proposal's total while no invoice exists.
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceInfo, { params: { stageId: stage.id } }))).json()).toEqual({ invoiceId: null, invoiceNumber: null, amount: 167_510 });
  });

  it('answers the stored invoice once it exists (lines, number, times) and its total as QR info', async () => {
    const { stage } = await kitchenStage(t.app, { truckArrivalTime: '08:30' });
    // Exactly 30 min late: no waiting line.
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }))).json().invoiceLines.map((l: { type: string }) => l.type)).not.toContain('waiting');
    const created = await createAs(as, { stageId: stage.id, lines: [advanced('Küchen-Feinverteilung', 4, 30_000, 'distribution'), advanced('Zusatzarbeit', 2, 6_800)] });
    const invoiceId = Number(created.headers['x-invoice-id']);
    const data = (await get(urlTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stage.id } }))).json();
    expect(data).toMatchObject({ invoiceId, proposed: false, invoiceTime: expect.any(String), invoiceSentTime: null });
    expect(data.invoiceNumber).toBe(Number(`${zurichToday(new Date()).slice(0, 4)}0001`));
    expect(data.invoiceLines.map((l: { description: string; total: number }) => [l.description, l.total])).toEqual([['Küchen-Feinverteilung', 120_000], ['Zusatzarbeit', 13_600]]);
    // 1'336.00 + 108.216 -> 108.22 = 1'444.22 -> 1'444.20
    expect(data.totals).toEqual({ subtotal: 133_600, vat: 10_822, rounding: -2, total: 144_420 });
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceInfo, { params: { stageId: stage.id } }))).json()).toEqual({ invoiceId, invoiceNumber: data.invoiceNumber, amount: 144_420 });
  });

  it('proposes a site-service invoice over every day of the order', async () => {
    const { order, stages } = await serviceOrder(t.app);
    const response = await get(urlTo(invoicesEndpoints.serviceInvoiceData, { params: { orderId: order.id } }));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    // day 1: reported total 16 h x 68.00 = 1'088.00; day 2: no total, 5 h + 5 h = 10 h x 68.00 = 680.00
    // drive: 10 km x 2 x 2 days = 40 km x 1.23 = 49.20; subtotal 1'817.20
    // VAT 147.1932 -> 147.19; 1'964.39 -> 1'964.40 (+0.01)
    expect(data.invoiceLines.map((l: Record<string, unknown>) => [l.type, l.amount, l.price, l.total, l.removeable])).toEqual([
      ['service', 16, 6_800, 108_800, false],
      ['service', 10, 6_800, 68_000, false],
      ['drive', 40, 123, 4_920, true],
    ]);
    expect(data.totals).toEqual({ subtotal: 181_720, vat: 14_719, rounding: 1, total: 196_440 });
    expect(data).toMatchObject({
      orderId: order.id,
      proposed: true,
      stages: [
        { stageId: stages[0]!.id, date: stages[0]!.date, workHours: 16, internal: 'Tag 1' },
        { stageId: stages[1]!.id, date: stages[1]!.date, workHours: 10, internal: null },
      ],
      calculationPrice: { pricePerHour: 6_800 },
      calculationParams: { express: false, driveKilometers: 10 },
      clientName: 'Muster Küchenbau AG',
    });
    expect((await get(urlTo(invoicesEndpoints.serviceInvoiceInfo, { params: { orderId: order.id } }))).json()).toEqual({ invoiceId: null, invoiceNumber: null, amount: 196_440 });
  });

  it('refuses the wrong kind and unknown ids', async () => {
    const { order, stages } = await serviceOrder(t.app);
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: stages[0]!.id } }))).statusCode).toBe(400);
    expect((await get(urlTo(invoicesEndpoints.serviceInvoiceData, { params: { orderId: (await kitchenStage(t.app)).order.id } }))).statusCode).toBe(400);
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceData, { params: { stageId: 999999 } }))).statusCode).toBe(404);
    expect((await get(urlTo(invoicesEndpoints.serviceInvoiceData, { params: { orderId: 999999 } }))).statusCode).toBe(404);
    expect((await get(urlTo(invoicesEndpoints.stageInvoiceInfo, { unsafeParams: { stageId: 'abc' } }))).statusCode).toBe(400);
    expect((await get(urlTo(invoicesEndpoints.serviceInvoiceInfo, { params: { orderId: order.id } }))).statusCode).toBe(200);
  });
});
