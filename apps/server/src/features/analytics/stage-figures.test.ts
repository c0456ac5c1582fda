import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/open-database';
import { calculations, orders, staffStageFigures, stageFigures, stages, staleStageFigures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as } from '../../../test/features/admin-users/test-admin';
import { advanced, simple } from '../../../test/features/invoices/test-invoices';
import { seedAnalyticsData } from '../../../test/features/analytics/analytics-test-data';
import { refreshStageFigures } from './stage-figures';
import { requestTo } from '../../../test/support/call-endpoint';
import { analyticsEndpoints, invoicesEndpoints, type EndpointSpec } from '@tragkraft/sync-protocol';

// The stored figures must always equal figures computed from scratch: after every kind of
// write the triggers know about, the incremental refresh is compared with a full recomputation.
describe('[analytics] stored stage figures', () => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof seedAnalyticsData>>;
  const staleCount = async () => (await t.app.db.select({ n: count() }).from(staleStageFigures))[0]!.n;

  const snapshot = async () => ({
    stages: await t.app.db.select().from(stageFigures).orderBy(asc(stageFigures.stageId)),
    staff: await t.app.db.select().from(staffStageFigures).orderBy(asc(staffStageFigures.stageId), asc(staffStageFigures.userId)),
  });

  /** Drops every stored figure and lists every stage as stale: the next refresh computes all. */
  const forgetAllFigures = () =>
    t.app.db.transaction(async (tx) => {
      await rawRows(tx, sql`DELETE FROM staff_stage_figures`);
      await rawRows(tx, sql`DELETE FROM stage_figures`);
      await rawRows(tx, sql`INSERT INTO stale_stage_figures (stage_id) SELECT id FROM stages`);
    });

  /** The figures after the incremental refresh, checked against a recomputation of every stage. */
  async function expectCurrentFigures() {
    await refreshStageFigures(t.app.db);
    const incremental = await snapshot();
    await forgetAllFigures();
    await refreshStageFigures(t.app.db);
    expect(incremental).toEqual(await snapshot());
    expect(await staleCount()).toBe(0);
    return incremental;
  }

  const figureOf = async (stageId: number) =>
    (
      await t.app.db
        .select({ revenueRp: stageFigures.revenueRp, driveRp: stageFigures.driveRp, discountRp: stageFigures.discountRp, hours: stageFigures.hours })
        .from(stageFigures)
        .where(eq(stageFigures.stageId, stageId))
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    data = await seedAnalyticsData(t.app.db, new Date());
  });
  afterAll(() => t.close());

  it('starts with the counted stages only (S1, S1b, S2, S3, S6 and the five boundary stages)', async () => {
    const { stages: counted } = await expectCurrentFigures();
    expect(counted).toHaveLength(10);
    // S1 by hand (client-analytics.test.ts): revenue 68'000, drive 12'000, 12 h; Alpha's 20 %
    // discount on disposal 20'000 x 4/10 = 8'000 -> add-back 8'000 x 20 / 80 = 2'000.
    expect(await figureOf(data.stages.s1.id)).toEqual({ revenueRp: 68_000, driveRp: 12_000, discountRp: 2_000, hours: 12 });
  });

  // Each write as the triggers see it: one statement, in SQL both engines read alike.
  const statement = (text: (ids: typeof data) => string) => (db: Db, ids: typeof data) => rawRows(db, sql.raw(text(ids)));
  const writes: [string, (db: Db, ids: typeof data) => Promise<unknown>][] = [
    ['a report changes hours', statement((d) => `UPDATE stage_assignments SET hours = 7 WHERE stage_id = ${d.stages.s1.id} AND user_id = ${d.staff.olga.id}`)],
    ['a report rates a person', statement((d) => `UPDATE stage_assignments SET rating = 2 WHERE stage_id = ${d.stages.s1.id} AND user_id = ${d.staff.olga.id}`)],
    ['a person is added to a stage', statement((d) => `INSERT INTO stage_assignments (stage_id, user_id, hours) VALUES (${d.stages.s2.id}, ${d.staff.erna.id}, 3)`)],
    ['a person is removed from a stage', statement((d) => `DELETE FROM stage_assignments WHERE stage_id = ${d.stages.s2.id} AND user_id = ${d.staff.erna.id}`)],
    ['a stage is completed', statement((d) => `UPDATE stages SET completed_time = '2024-07-01T16:00:00.000Z' WHERE id = ${d.stages.s5.id}`)],
    ['a stage amount and date change', statement((d) => `UPDATE stages SET amount = 5, date = '2024-03-05' WHERE id = ${d.stages.s1.id}`)],
    ['an order is cancelled', statement((d) => `UPDATE orders SET status = 'cancelled' WHERE id = (SELECT order_id FROM stages WHERE id = ${d.stages.s2.id})`)],
    ['a cancelled order is active again', statement((d) => `UPDATE orders SET status = 'active' WHERE id = (SELECT order_id FROM stages WHERE id = ${d.stages.s2.id})`)],
    ['an order gets more stages', statement((d) => `UPDATE orders SET stages_count = 3 WHERE id = ${d.orders.service.id}`)],
    ['an order moves to another client', statement((d) => `UPDATE orders SET client_id = ${d.clients.gamma.id} WHERE id = (SELECT order_id FROM stages WHERE id = ${d.stages.s2.id})`)],
    // JSON is written differently per engine: the new price object through drizzle, in one UPDATE.
    ['a calculation is repriced', async (db, d) => {
      const [calculation] = await db
        .select({ id: calculations.id, price: calculations.price })
        .from(calculations)
        .innerJoin(orders, eq(orders.calculationId, calculations.id))
        .innerJoin(stages, eq(stages.orderId, orders.id))
        .where(eq(stages.id, d.stages.s1.id));
      await db.update(calculations).set({ totalRp: 210_000, price: { ...(calculation!.price as object), rideCost: 31_000 } }).where(eq(calculations.id, calculation!.id));
    }],
    ['an invoice line changes', statement((d) => `UPDATE invoice_lines SET total_rp = 9000 WHERE invoice_id = ${d.invoices.paidInvoice.id} AND type = 'drive'`)],
    ['an invoice line is added', statement((d) => `INSERT INTO invoice_lines (invoice_id, position, type, description, total_rp, editable, removeable)
       VALUES (${d.invoices.openInvoice.id}, 9, 'drive', 'Fahrt', 1000, TRUE, TRUE)`)],
    ['an invoice line is removed', statement((d) => `DELETE FROM invoice_lines WHERE invoice_id = ${d.invoices.openInvoice.id} AND position = 9`)],
    ['an invoice subtotal changes', statement((d) => `UPDATE invoices SET subtotal_rp = subtotal_rp + 500 WHERE id = ${d.invoices.openInvoice.id}`)],
    ['an invoice is deleted', statement((d) => `DELETE FROM invoices WHERE id = ${d.invoices.openInvoice.id}`)],
    ['a stage is deleted', statement((d) => `DELETE FROM stages WHERE id = ${d.stages.s1b.id}`)],
  ];

  it.each(writes)('after %s, the stored figures equal a recomputation', async (_, write) => {
    const before = await snapshot();
    await write(t.app.db, data);
    expect(await staleCount()).toBeGreaterThan(0);
    const after = await expectCurrentFigures();
    expect(after).not.toEqual(before);
  });

  it('refreshes running at once (several server instances) compute each stage once, as one refresh would', async () => {
    const expected = await expectCurrentFigures();
    await forgetAllFigures();
    // Without the claim, each would delete and insert the same stages' figures (PostgreSQL:
    // duplicate keys) or drop stale marks another had not computed yet.
    await Promise.all([refreshStageFigures(t.app.db), refreshStageFigures(t.app.db), refreshStageFigures(t.app.db)]);
    expect(await snapshot()).toEqual(expected);
    expect(await staleCount()).toBe(0);
  });

  it('an invoice created through the API changes the client analytics at once', async () => {
    const post = (entry: EndpointSpec, payload: object) => as(t.app, 'admin', requestTo(entry, { unsafeBody: payload }));
    const period = { startDate: '2024-01-01', endDate: '2024-12-31', clientId: data.clients.alpha.id };
    const stageRevenue = async () => {
      const answer = (await post(analyticsEndpoints.oneClient, period)).json<{ stageDetails: { id: number; revenue: number; revenueWithDrive: number }[] }>();
      return answer.stageDetails.find((s) => s.id === data.stages.s1.id);
    };
    expect(await stageRevenue()).toMatchObject({ revenue: 89_500, revenueWithDrive: 105_000 }); // repriced: 210'000 x 5/10, drive 31'000 x 5/10
    const created = await post(invoicesEndpoints.create, { stageId: data.stages.s1.id, lines: [advanced('Küchen-Feinverteilung', 5, 20_000, 'distribution'), simple('Fahrt', 6_000, 'drive')] });
    expect(created.statusCode, created.body).toBe(200);
    // Own invoice: subtotal 100'000 + 6'000 = 106'000, drive 6'000 -> revenue 100'000.
    expect(await stageRevenue()).toMatchObject({ revenue: 100_000, revenueWithDrive: 106_000 });
    await expectCurrentFigures();
  });

  // Last: it makes the app listen. The start must not wait for a long refresh (decision 020).
  it('brings the figures up to date once the server listens, not before', async () => {
    await forgetAllFigures();
    expect(await staleCount()).toBeGreaterThan(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(staleCount, { timeout: 10_000 }).toBe(0);
  });
});
