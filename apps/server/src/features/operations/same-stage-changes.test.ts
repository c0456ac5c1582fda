// Changes of one stage arriving at the same moment (issue #17). On SQLite write transactions
// run one at a time; on PostgreSQL they run side by side, so these tests show that the stage's
// lock (stage-access.ts lockStage) keeps the rules and avoids deadlocks there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readLimits } from '../../config';
import { mailQueue, stageAssignments, stages } from '../../db/schema';
import { reportBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../../test/features/operations/test-operations';
import { requestTo } from '../../../test/support/call-endpoint';
import { employeeEndpoints, operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const FIELD_STAFF = ['employee', 'nina', 'jonas'] as const;

describe('[operations] changes of one stage at the same moment', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    // Six report uploads of one person at once: above the usual bound of two per person.
    t = await createTestApp({ limits: { ...readLimits({}), uploadsPerUser: 12, uploadsTotal: 12 } });
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  it('completes a stage once when the completion arrives several times at once (one mail)', async () => {
    const { stage } = await stageOfDemoClient(t.app, {
      stage: { date: inDays(-1), time: '08:00', reportSavedAt: new Date().toISOString() },
      team: [{ userId: p.ids.operator, confirmation: true, hours: 8 }],
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => p.as('admin', requestTo(operationsEndpoints.complete, { params: { stageId: stage.id } }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const queued = (await t.app.db.select().from(mailQueue)).filter((m) => JSON.stringify(m.message).includes(`/operation-report/${stage.id}`));
    expect(queued).toHaveLength(1);
  });

  it('saves reports and takes confirmations of the same stage at once, each one in full', async () => {
    const team = [p.ids.employee, p.ids.nina, p.ids.jonas];
    const { stage } = await stageOfDemoClient(t.app, {
      stage: { date: inDays(3), time: '08:00' },
      team: [{ userId: p.ids.operator, confirmation: true }, ...team.map((userId) => ({ userId, confirmation: null }))],
    });
    const save = (n: number) => {
      const body = reportBody({ general: `Stand ${n}`, hours: team.map((userId) => ({ userId, hours: n })) }, []);
      return p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId: stage.id }, body: body.payload, headers: body.headers }));
    };
    const answer = (n: number) =>
      p.as(FIELD_STAFF[n % 3]!, requestTo(employeeEndpoints.confirmOrDecline, { body: { action: n % 4 === 1 ? 'decline' : 'confirm', stageId: stage.id } }));
    const versionOf = async () => (await t.app.db.select({ version: stages.version }).from(stages).where(eq(stages.id, stage.id)))[0]!.version;
    const before = await versionOf();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 === 0 ? save(n) : answer(n))));
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
    expect(await versionOf()).toBeGreaterThan(before);
    // Each save wrote all hours or none: the team holds the hours of one save.
    const rows = await t.app.db.select().from(stageAssignments).where(eq(stageAssignments.stageId, stage.id));
    const hours = rows.filter((a) => a.userId !== p.ids.operator).map((a) => a.hours);
    expect(new Set(hours).size).toBe(1);
    expect(hours[0]).not.toBeNull();
  });

  it('takes the client’s edits and the team’s confirmations of one stage at once without a deadlock', async () => {
    // The client's edit writes the stage row, a confirmation the team's rows; both then raise
    // the stage's version under the global version lock. Without the stage's lock first, each
    // held what the other waited for (PostgreSQL ended one with a deadlock: a 500).
    const team = [p.ids.employee, p.ids.nina, p.ids.jonas];
    const { order, stage } = await stageOfDemoClient(t.app, {
      stage: { date: inDays(20), time: '08:00' },
      team: [{ userId: p.ids.operator, confirmation: true }, ...team.map((userId) => ({ userId, confirmation: null }))],
    });
    const edit = (n: number) => p.as('client', requestTo(ordersEndpoints.update, { body: { orderId: order.id, stages: [{ id: stage.id, remarks: `Stand ${n}` }] } }));
    const answer = (n: number) =>
      p.as(FIELD_STAFF[n % 3]!, requestTo(employeeEndpoints.confirmOrDecline, { body: { action: 'confirm', stageId: stage.id } }));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 === 0 ? edit(n) : answer(n))));
    for (const response of answers) expect(response.statusCode, response.body).toBe(200);
  });
});
