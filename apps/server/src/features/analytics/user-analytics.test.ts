import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dateRange, type RangeLabel } from '@tragkraft/domain';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { seedAnalyticsData } from '../../../test/features/analytics/analytics-test-data';
import { requestTo } from '../../../test/support/call-endpoint';
import { analyticsEndpoints, type EndpointSpec } from '@tragkraft/sync-protocol';

// Data and the 2024 figures by hand: analytics-test-data.ts and client-analytics.test.ts.
const YEAR_2024 = { startDate: '2024-01-01', endDate: '2024-12-31' };

describe('[analytics] staff analytics and periods', () => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof seedAnalyticsData>>;
  const now = new Date();
  const post = (entry: EndpointSpec, payload: object) => as(t.app, 'admin', requestTo(entry, { unsafeBody: payload }));

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    data = await seedAnalyticsData(t.app.db, now);
  });
  afterAll(async () => t.close());

  it('answers the active staff with hours, their hourly figures and ratings', async () => {
    // Olga 142'200 in 22 h (6'464/h), Emil 91'200 in 14 h (6'514/h, rating 3.5), Erna 51'000
    // in 8 h (6'375/h, rating 5). With 'Ohne Baustellen-Service' S3 (4 h each) drops out:
    // Olga 115'000 in 18 h -> 6'389/h, Emil 64'000 in 10 h -> 6'400/h, Erna unchanged.
    const all = (await post(analyticsEndpoints.staffHourly, { ...YEAR_2024, noService: false, noDiscount: false })).json();
    expect(all.users.map((u: { userFirstName: string; revenue: number; hours: number; hourly: number; rating: number | null; stagesCount: number }) =>
      [u.userFirstName, u.revenue, u.hours, u.hourly, u.rating, u.stagesCount])).toEqual([
      ['Olga', 142_200, 22, 6_464, null, 4],
      ['Emil', 91_200, 14, 6_514, 3.5, 3],
      ['Erna', 51_000, 8, 6_375, 5, 1],
    ]);
    const noService = (await post(analyticsEndpoints.staffHourly, { ...YEAR_2024, noService: true, noDiscount: false })).json();
    expect(noService.users).toEqual([
      { userId: data.staff.olga.id, userFirstName: 'Olga', userLastName: 'Ott', role: 'operator', rating: null, hourly: 6_389, revenue: 115_000, hours: 18, stagesCount: 3, operatorStagesCount: 3 },
      { userId: data.staff.emil.id, userFirstName: 'Emil', userLastName: 'Egli', role: 'employee', rating: 3.5, hourly: 6_400, revenue: 64_000, hours: 10, stagesCount: 2, operatorStagesCount: 0 },
      { userId: data.staff.erna.id, userFirstName: 'Erna', userLastName: 'Eggli', role: 'employee', rating: 5, hourly: 6_375, revenue: 51_000, hours: 8, stagesCount: 1, operatorStagesCount: 0 },
    ]);
    // noDiscount: Olga's S1 share 70'000 x 6/12 = 35'000 and S1b 105'000 x 8/16 = 52'500:
    // 142'200 + 1'000 + 1'500 = 144'700.
    const noDiscount = (await post(analyticsEndpoints.staffHourly, { ...YEAR_2024, noDiscount: true })).json();
    expect(noDiscount.users[0]).toMatchObject({ userFirstName: 'Olga', revenue: 144_700 });
  });

  it('leaves out inactive staff', async () => {
    await t.app.db.update(users).set({ inactive: true }).where(eq(users.id, data.staff.erna.id));
    try {
      const body = (await post(analyticsEndpoints.staffHourly, YEAR_2024)).json();
      expect(body.users.map((u: { userFirstName: string }) => u.userFirstName)).toEqual(['Olga', 'Emil']);
    } finally {
      await t.app.db.update(users).set({ inactive: false }).where(eq(users.id, data.staff.erna.id));
    }
  });

  it("answers a person's stages of the period, newest first, with team and confirmations", async () => {
    const response = await post(analyticsEndpoints.oneStaff, { ...YEAR_2024, noService: false, noDiscount: false, userId: data.staff.olga.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ userFirstName: 'Olga', revenue: 142_200, hours: 22, hourly: 6_464, stagesCount: 4 });
    // Every assigned stage of active orders: S5 (not completed) too; S4 (cancelled) not.
    expect(body.stageDetails.map((s: { id: number }) => s.id)).toEqual([data.stages.s5, data.stages.s3, data.stages.s2, data.stages.s1b, data.stages.s1].map((s) => s.id));
    expect(body.stageDetails[0]).toEqual({
      id: data.stages.s5.id, date: '2024-07-01', time: '09:00', addressOneLine: 'Testweg 1, 8000 Zürich', addressType: 'manual', typeId: 6,
      type: 'Fassadenlift-Vermietung', amount: null, pricePerHour: null, disposeDevicesCount: 0, clientName: 'Alpha Bau AG',
      clientSignedTime: null, completedTime: null, users: [{ id: data.staff.olga.id, firstName: 'Olga', role: 'operator', confirmation: null, hours: null }],
    });
    expect(body.stageDetails[1]).toMatchObject({ typeId: 8, type: 'Baustellen-Service', pricePerHour: 6_800, amount: 2, completedTime: '2024-12-31T12:00:00.000Z' });
    // The team: operators first, then by first name; a declined person shows false.
    expect(body.stageDetails[2].users).toEqual([
      { id: data.staff.olga.id, firstName: 'Olga', role: 'operator', confirmation: true, hours: 4 },
      { id: data.staff.emil.id, firstName: 'Emil', role: 'employee', confirmation: false, hours: 4 },
    ]);
    const withoutService = (await post(analyticsEndpoints.oneStaff, { ...YEAR_2024, noService: true, userId: data.staff.olga.id })).json();
    expect(withoutService.stageDetails.map((s: { typeId: number }) => s.typeId)).toEqual([6, 2, 1, 1]);
    expect(withoutService.user).toMatchObject({ revenue: 115_000, hours: 18 });
  });

  it('answers null figures for a person without hours and 404 for someone who is not staff', async () => {
    const admin = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.ch')).limit(1))[0]!;
    expect((await post(analyticsEndpoints.oneStaff, { ...YEAR_2024, userId: admin.id })).json()).toEqual({ user: null, stageDetails: [] });
    const client = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.ch')).limit(1))[0]!;
    const response = await post(analyticsEndpoints.oneStaff, { ...YEAR_2024, userId: client.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Der Mitarbeiter wurde nicht gefunden.');
  });

  describe('period boundaries (Gamma: one stage on each boundary date, today included)', () => {
    const idsFor = async (label: RangeLabel) => {
      const range = dateRange(label, now);
      const body = (await post(analyticsEndpoints.oneClient, { startDate: range.startDate, endDate: range.endDate, clientId: data.clients.gamma.id })).json();
      return new Set(body.stageDetails.map((s: { id: number }) => s.id));
    };

    it('MTD starts on the 1st of this month; the last day of last month belongs to 1M', async () => {
      const mtd = await idsFor('MTD');
      expect(mtd.has(data.boundary.firstOfMonth)).toBe(true);
      expect(mtd.has(data.boundary.today)).toBe(true);
      expect(mtd.has(data.boundary.lastOfPreviousMonth)).toBe(false);
      expect((await idsFor('1M')).has(data.boundary.lastOfPreviousMonth)).toBe(true);
    });

    it('YTD starts on 1 January; 31 December of last year is only in longer periods', async () => {
      const ytd = await idsFor('YTD');
      expect(ytd.has(data.boundary.firstOfYear)).toBe(true);
      expect(ytd.has(data.boundary.lastOfPreviousYear)).toBe(false);
      expect((await idsFor('1Y')).has(data.boundary.lastOfPreviousYear)).toBe(true);
    });

    it('MAX (startDate null) has no lower bound: S6 of 2023 counts, and every Gamma stage', async () => {
      const max = await idsFor('MAX');
      expect(max.size).toBe(Object.keys(data.boundary).length);
      const alpha = (await post(analyticsEndpoints.oneClient, { startDate: null, endDate: dateRange('MAX', now).endDate, clientId: data.clients.alpha.id })).json();
      // S1 + S1b + S6 (doors, 10'000 x 2 / 2 = 10'000): 170'000 + 10'000; 28 + 2 = 30 h.
      expect(alpha).toMatchObject({ revenue: 180_000, hours: 30, stagesCount: 3 });
      expect(alpha.stageDetails.at(-1)).toMatchObject({ id: data.stages.s6.id, date: '2023-12-29' });
    });

    it('a period of one day counts the stages of that day only', async () => {
      const body = (await post(analyticsEndpoints.oneClient, { startDate: '2024-03-04', endDate: '2024-03-04', clientId: data.clients.alpha.id })).json();
      expect(body).toMatchObject({ revenue: 68_000, hours: 12, hourly: 5_667, stagesCount: 1 });
      expect(body.months).toEqual([{ month: '2024-03', revenue: 68_000, hours: 12, hourly: 5_667, stagesCount: 1 }]);
    });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, requestTo(analyticsEndpoints.staffHourly, { body: YEAR_2024 }));
    await expectAdminOnly(t.app, requestTo(analyticsEndpoints.oneStaff, { body: { ...YEAR_2024, userId: data.staff.olga.id } }));
  });
});
