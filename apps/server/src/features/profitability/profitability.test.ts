import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { seedAssignment, seedOrder, type SeedOrderInput } from '../../db/factories';
import { invoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly, userIdOf } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';
import { profitabilityEndpoints } from '@tragkraft/sync-protocol';

// Completed stages in 2023 and their revenue (CHF excl. VAT), by hand:
//   02.05. kitchen, total 2000, count 10, stage amount 4: 2000 x 4 / 10 = 800; hours 6 + 6 = 12 -> 66.67/h
//          (its second stage, 09.05., is not completed: no row)
//   01.06. facade lift, total 3000 over 3 stages: 1000; hours 5 -> 200.00/h
//   03.07. washing with its own invoice, subtotal 555.55; no hours -> empty
//   01.08. + 02.08. site service, one order invoice of 900 over 2 stages: 450 each;
//          hours 8 + 8 = 16 -> 28.13/h (28.125), and 4 -> 112.50/h
//   01.09. completed stage of a cancelled order: no row
// Totals: 800 + 1000 + 555.55 + 450 + 450 = 3255.55 CHF; 12 + 5 + 0 + 16 + 4 = 37 h; 3255.55 / 37 = 87.99/h.
const RANGE = { from: '2023-01-01', to: '2023-12-31' };
const done = '2023-12-31T12:00:00.000Z';

describe('[profitability] Excel of completed stages with revenue and hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const client = await userIdOf(t.app, 'client@demo.ch');
    const [a, b] = [await userIdOf(t.app, 'operator@demo.ch'), await userIdOf(t.app, 'employee@demo.ch')];
    const seed = (input: Partial<SeedOrderInput> & Pick<SeedOrderInput, 'stages' | 'typeId'>) =>
      seedOrder(t.app.db, { clientId: 1, userId: client, orderAddress: 'Weg 1\n8000 Zürich', ...input });
    const kitchen = await seed({ typeId: 1, price: { total: 200_000, count: 10 }, stages: [{ date: '2023-05-02', amount: 4, completedTime: done }, { date: '2023-05-09', amount: 6 }] });
    await seedAssignment(t.app.db, { stageId: kitchen.stages[0]!.id, userId: a, hours: 6 });
    await seedAssignment(t.app.db, { stageId: kitchen.stages[0]!.id, userId: b, hours: 6 });
    const lift = await seed({ typeId: 6, price: { total: 300_000 }, stages: [{ date: '2023-05-31', hours: 5 }, { date: '2023-06-01', hours: 5, completedTime: done }, { date: '2023-06-02', hours: 5 }] });
    await seedAssignment(t.app.db, { stageId: lift.stages[1]!.id, userId: a, hours: 5 });
    const washing = await seed({ typeId: 2, price: { total: 70_000, count: 4 }, stages: [{ date: '2023-07-03', amount: 4, completedTime: done }] });
    await t.app.db.insert(invoices).values({ year: 2023, sequence: 901, stageId: washing.stages[0]!.id, subtotalRp: 55_555, vatRp: 4_500, roundingRp: 0, totalRp: 60_055, invoiceTime: done });
    const service = await seed({ typeId: 8, price: { total: 120_000 }, stages: [{ date: '2023-08-01', amount: 2, hours: 8, completedTime: done }, { date: '2023-08-02', amount: 1, hours: 4, completedTime: done }] });
    await t.app.db.insert(invoices).values({ year: 2023, sequence: 902, serviceOrderId: service.order.id, subtotalRp: 90_000, vatRp: 7_290, roundingRp: 0, totalRp: 97_290, invoiceTime: done });
    await seedAssignment(t.app.db, { stageId: service.stages[0]!.id, userId: a, hours: 8 });
    await seedAssignment(t.app.db, { stageId: service.stages[0]!.id, userId: b, hours: 8 });
    await seedAssignment(t.app.db, { stageId: service.stages[1]!.id, userId: a, hours: 4 });
    const cancelled = await seed({ typeId: 1, price: { total: 99_900, count: 1 }, order: { status: 'cancelled' }, stages: [{ date: '2023-09-01', amount: 1, completedTime: done }] });
    await seedAssignment(t.app.db, { stageId: cancelled.stages[0]!.id, userId: a, hours: 3 });
  });
  afterAll(async () => t.close());

  it('refuses the download to every other role and to anonymous callers', async () => {
    await expectAdminOnly(t.app, requestTo(profitabilityEndpoints.excel));
  });

  it('writes one row per completed stage and the totals, computed as documented', async () => {
    const response = await as(t.app, 'admin', requestTo(profitabilityEndpoints.excel, { query: RANGE }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Rentabilitaet-\d{8}T\d{6}\.xlsx"; filename\*=UTF-8''Rentabilitaet-\d{8}T\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Rentabilität')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, i) => row.getCell(i + 1).value ?? undefined)));
    const name = 'Muster Küchenbau AG';
    // Real dates shown as dd.mm.yyyy, so the sheet sorts by them (issue 15).
    const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
    expect(sheet.getCell('A2').numFmt).toBe('dd.mm.yyyy');
    expect(rows).toEqual([
      ['Datum', 'Auftrag', 'Etappe', 'Kunde', 'Dienst', 'Umsatz mit Fahrt CHF', 'Basis', 'Stunden', 'Umsatz mit Fahrt pro Stunde CHF'],
      [day('2023-05-02'), expect.any(Number), '1/2', name, 'Küchen-Feinverteilung', 800, 'Offerte', 12, 66.67],
      [day('2023-06-01'), expect.any(Number), '2/3', name, expect.stringContaining('Fassadenlift'), 1000, 'Offerte', 5, 200],
      [day('2023-07-03'), expect.any(Number), '1/1', name, expect.any(String), 555.55, 'Rechnung', 0, undefined],
      [day('2023-08-01'), expect.any(Number), '1/2', name, expect.any(String), 450, 'Rechnung', 16, 28.13],
      [day('2023-08-02'), expect.any(Number), '2/2', name, expect.any(String), 450, 'Rechnung', 4, 112.5],
      ['Total', undefined, undefined, undefined, undefined, 3255.55, undefined, 37, 87.99],
    ]);
  });

  it('covers every completed stage without a range (the demo data too)', async () => {
    const response = await as(t.app, 'admin', requestTo(profitabilityEndpoints.excel));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    // 5 rows above plus the two completed demo stages, header and totals.
    expect(workbook.getWorksheet('Rentabilität')!.rowCount).toBe(1 + 5 + 2 + 1);
  });
});
