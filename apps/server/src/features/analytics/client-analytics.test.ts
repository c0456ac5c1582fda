import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedPayment } from '../../db/factories';
import { paymentAllocations, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { profitability } from '../profitability/profitability-rows';
import { seedAnalyticsData } from '../../../test/features/analytics/analytics-test-data';
import { requestTo } from '../../../test/support/call-endpoint';
import { analyticsEndpoints, type EndpointSpec } from '@tragkraft/sync-protocol';

// Figures of 2024 by hand (data in analytics-test-data.ts; Rappen, hourly rounded to the Rappen):
//   S1   gross 200'000 x 4 / 10 = 80'000, drive 30'000 x 4 / 10 = 12'000 -> revenue 68'000;  12 h
//   S1b  gross 200'000 x 6 / 10 = 120'000, drive 18'000 -> revenue 102'000;                   16 h
//   S2   own invoice subtotal 68'000, drive line 8'000 -> revenue 60'000;                       8 h
//   S3   order invoice subtotal 60'000 / 1 stage, drive line 5'600 -> revenue 54'400;           8 h
//   total revenue 284'400, hours 44, hourly 284'400 / 44 = 6'463.64 -> 6'464
//   Alpha 68'000 + 102'000 = 170'000 in 28 h -> 6'071.43 -> 6'071; share 170'000 / 284'400 = 59.8 %
//   Beta  60'000 + 54'400 = 114'400 in 16 h -> 7'150; share 40.2 %
//   With drive: Alpha 80'000 + 120'000 = 200'000; Beta 68'000 + 60'000 = 128'000
const YEAR_2024 = { startDate: '2024-01-01', endDate: '2024-12-31' };

describe('[analytics] client analytics', () => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof seedAnalyticsData>>;
  const post = (entry: EndpointSpec, payload: object) => as(t.app, 'admin', requestTo(entry, { unsafeBody: payload }));

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    data = await seedAnalyticsData(t.app.db, new Date());
  });
  afterAll(() => t.close());

  it('answers revenue per hour in total, per client, per staff member and per month', async () => {
    const response = await post(analyticsEndpoints.clientHourly, YEAR_2024);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalRevenue: 284_400, totalHours: 44, totalHourly: 6_464, stagesCount: 4 });
    expect(body.clients).toEqual([
      { clientId: data.clients.alpha.id, clientName: 'Alpha Bau AG', revenue: 170_000, hours: 28, hourly: 6_071, stagesCount: 2 },
      { clientId: data.clients.beta.id, clientName: 'Beta Küchen AG', revenue: 114_400, hours: 16, hourly: 7_150, stagesCount: 2 },
    ]);
    // Staff revenue is the stage revenue in proportion to their hours:
    //   Olga  S1 68'000 x 6/12 = 34'000, S1b 102'000 x 8/16 = 51'000, S2 60'000 x 4/8 = 30'000,
    //         S3 54'400 x 4/8 = 27'200 -> 142'200 in 22 h -> 6'463.64 -> 6'464; no rating; site lead 4x
    //   Emil  34'000 + 30'000 + 27'200 = 91'200 in 14 h -> 6'514.29 -> 6'514; ratings 4, 3 -> 3.5
    //   Erna  51'000 in 8 h -> 6'375; rating 5
    expect(body.users).toEqual([
      { userId: data.staff.olga.id, userFirstName: 'Olga', userLastName: 'Ott', role: 'operator', rating: null, hourly: 6_464, revenue: 142_200, hours: 22, stagesCount: 4, operatorStagesCount: 4 },
      { userId: data.staff.emil.id, userFirstName: 'Emil', userLastName: 'Egli', role: 'employee', rating: 3.5, hourly: 6_514, revenue: 91_200, hours: 14, stagesCount: 3, operatorStagesCount: 0 },
      { userId: data.staff.erna.id, userFirstName: 'Erna', userLastName: 'Eggli', role: 'employee', rating: 5, hourly: 6_375, revenue: 51_000, hours: 8, stagesCount: 1, operatorStagesCount: 0 },
    ]);
    // Every month of the period, empty ones with zeros: March Alpha, May Beta.
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({ month: '2024-01', revenue: 0, hours: 0, hourly: null, stagesCount: 0 });
    expect(body.months[2]).toEqual({ month: '2024-03', revenue: 170_000, hours: 28, hourly: 6_071, stagesCount: 2 });
    expect(body.months[4]).toEqual({ month: '2024-05', revenue: 114_400, hours: 16, hourly: 7_150, stagesCount: 2 });
  });

  it('answers each client revenue with its share of the total', async () => {
    const response = await post(analyticsEndpoints.clientRevenue, YEAR_2024);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      totalRevenue: 284_400,
      clients: [
        { clientId: data.clients.alpha.id, clientName: 'Alpha Bau AG', revenue: 170_000, percent: 59.8 },
        { clientId: data.clients.beta.id, clientName: 'Beta Küchen AG', revenue: 114_400, percent: 40.2 },
      ],
    });
  });

  it('shows the dunning fees paid in the period apart from the revenue (reversed payments and other years left out)', async () => {
    const { paidInvoice } = data.invoices;
    const withFee = async (valueDate: string, feeRp: number, status: 'assigned' | 'reversed') => {
      const payment = await seedPayment(t.app.db, { amountRp: 1_000 + feeRp, valueDate });
      await t.app.db.update(payments).set({ status }).where(eq(payments.id, payment.id));
      await t.app.db.insert(paymentAllocations).values({ paymentId: payment.id, invoiceId: paidInvoice.id, amountRp: 1_000, feeRp });
    };
    await withFee('2024-07-01', 2_000, 'assigned');
    await withFee('2024-08-01', 1_500, 'assigned');
    await withFee('2024-09-01', 9_900, 'reversed');
    await withFee('2025-01-02', 700, 'assigned');
    const response = await post(analyticsEndpoints.clientRevenue, YEAR_2024);
    expect(response.json()).toMatchObject({ totalRevenue: 284_400, dunningFees: 3_500 });
    expect((await post(analyticsEndpoints.clientRevenue, { startDate: '2024-07-01', endDate: '2024-07-31' })).json().dunningFees).toBe(2_000);
  });

  it('answers one client with and without drive, its stages and its invoices in whole days', async () => {
    const response = await post(analyticsEndpoints.oneClient, { ...YEAR_2024, clientId: data.clients.beta.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ clientName: 'Beta Küchen AG', revenueWithDrive: 128_000, revenue: 114_400, hours: 16, hourly: 7_150, stagesCount: 2 });
    // Newest first: S3 (07.05.) 54'400 / 8 h = 6'800; S2 (06.05.) 60'000 / 8 h = 7'500.
    expect(body.stageDetails).toEqual([
      { id: data.stages.s3.id, date: '2024-05-07', time: '07:00', typeId: 8, amount: 2, revenueWithDrive: 60_000, revenue: 54_400, hours: 8, hourly: 6_800 },
      { id: data.stages.s2.id, date: '2024-05-06', time: null, typeId: 2, amount: 4, revenueWithDrive: 68_000, revenue: 60_000, hours: 8, hourly: 7_500 },
    ]);
    // Open invoice: sent 10 days ago, unpaid. Paid invoice: sent 10.05., paid 09.06.2024 = 30 days.
    // Its total: 680.00 + 8.1 % VAT 55.08 = 735.08, cash-rounded 735.10.
    expect(body.invoices).toEqual([
      expect.objectContaining({ invoiceId: data.invoices.openInvoice.id, invoiceNumber: 20240008, stageId: null, serviceOrderId: data.orders.service.id, daysSinceSent: 10, daysToPaid: null }),
      expect.objectContaining({ invoiceId: data.invoices.paidInvoice.id, invoiceNumber: 20240007, stageId: data.stages.s2.id, total: 73_510, daysSinceSent: null, daysToPaid: 30 }),
    ]);
    expect(body.invoices[1]).toMatchObject({ invoiceTime: '2024-05-08T08:00:00.000Z', invoiceSentTime: '2024-05-10T08:00:00.000Z', invoicePaidTime: '2024-06-09T08:00:00.000Z' });
  });

  it("'Ohne Baustellen-Service' leaves out site-service stages (S3) everywhere", async () => {
    // 284'400 - 54'400 = 230'000 in 44 - 8 = 36 h -> 6'388.89 -> 6'389; Beta only S2.
    const hourly = (await post(analyticsEndpoints.clientHourly, { ...YEAR_2024, noService: true })).json();
    expect(hourly).toMatchObject({ totalRevenue: 230_000, totalHours: 36, totalHourly: 6_389, stagesCount: 3 });
    expect(hourly.clients[1]).toMatchObject({ clientName: 'Beta Küchen AG', revenue: 60_000, hours: 8, stagesCount: 1 });
    // Olga 142'200 - 27'200 = 115'000 in 18 h -> 6'388.89 -> 6'389; Emil 64'000 in 10 h -> 6'400.
    expect(hourly.users.map((u: { revenue: number; hourly: number }) => [u.revenue, u.hourly])).toEqual([[115_000, 6_389], [64_000, 6_400], [51_000, 6_375]]);
    const beta = (await post(analyticsEndpoints.oneClient, { ...YEAR_2024, clientId: data.clients.beta.id, noService: true })).json();
    expect(beta).toMatchObject({ revenueWithDrive: 68_000, revenue: 60_000, stagesCount: 1 });
    expect(beta.invoices).toHaveLength(1);
  });

  it('adds the disposal discount back with noDiscount', async () => {
    // Alpha's 20 % discount: undiscounted disposal = disposal x 100 / 80, so the add-back is
    // disposal share x 20 / 80: S1 20'000 x 4/10 = 8'000 -> 2'000; S1b 12'000 -> 3'000.
    // Alpha 170'000 + 5'000 = 175'000 (with drive 205'000); total 289'400; Beta unchanged.
    const hourly = (await post(analyticsEndpoints.clientHourly, { ...YEAR_2024, noDiscount: true })).json();
    expect(hourly).toMatchObject({ totalRevenue: 289_400, totalHours: 44 });
    expect(hourly.clients[0]).toMatchObject({ clientName: 'Alpha Bau AG', revenue: 175_000 });
    expect(hourly.clients[1]).toMatchObject({ clientName: 'Beta Küchen AG', revenue: 114_400 });
    const alpha = (await post(analyticsEndpoints.oneClient, { ...YEAR_2024, clientId: data.clients.alpha.id, noDiscount: true })).json();
    expect(alpha).toMatchObject({ revenueWithDrive: 205_000, revenue: 175_000 });
    expect(alpha.stageDetails.map((s: { revenue: number }) => s.revenue)).toEqual([105_000, 70_000]);
  });

  it('agrees with the profitability export: revenue with drive is its revenue', async () => {
    const exported = await profitability(t.app.db, { from: '2023-01-01', to: '2024-12-31' });
    const answer = (await post(analyticsEndpoints.clientHourly, { startDate: '2023-01-01', endDate: '2024-12-31' })).json();
    const withDrive = await Promise.all(
      [data.clients.alpha.id, data.clients.beta.id].map(async (clientId) => (await post(analyticsEndpoints.oneClient, { startDate: '2023-01-01', endDate: '2024-12-31', clientId })).json()),
    );
    expect(withDrive.flatMap((c) => c.stageDetails.map((s: { revenueWithDrive: number }) => s.revenueWithDrive)).sort()).toEqual(exported.rows.map((r) => r.revenue).sort());
    expect(answer.totalHours).toBe(exported.totalHours);
    expect(answer.stagesCount).toBe(exported.rows.length);
  });

  it('refuses bad periods with a German message and unknown clients with 404', async () => {
    const bad = [
      [{ startDate: '2024-02-30', endDate: '2024-12-31' }, 'Ungültiges Startdatum'],
      [{ startDate: null, endDate: '31.12.2024' }, 'Ungültiges Enddatum'],
      [{ startDate: '2024-12-31', endDate: '2024-01-01' }, 'Das Startdatum liegt nach dem Enddatum.'],
    ] as const;
    for (const [payload, message] of bad) {
      const response = await post(analyticsEndpoints.clientHourly, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await post(analyticsEndpoints.clientRevenue, { startDate: null })).statusCode).toBe(400);
    const unknown = await post(analyticsEndpoints.oneClient, { ...YEAR_2024, clientId: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'notFound', message: 'Der Kunde wurde nicht gefunden.' });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, requestTo(analyticsEndpoints.clientHourly, { body: YEAR_2024 }));
    await expectAdminOnly(t.app, requestTo(analyticsEndpoints.clientRevenue, { body: YEAR_2024 }));
    await expectAdminOnly(t.app, requestTo(analyticsEndpoints.oneClient, { body: { ...YEAR_2024, clientId: data.clients.alpha.id } }));
  });
});
