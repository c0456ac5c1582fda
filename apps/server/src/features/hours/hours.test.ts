import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { WeeklyHours } from '@tragkraft/sync-protocol';
import { randomUUID } from 'node:crypto';
import { zurichInstant } from '@tragkraft/domain';
import { seedFieldStage, seedUser } from '../../db/factories';
import { timeEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as, expectAdminOnly } from '../../../test/features/admin-users/test-admin';
import { userId } from '../../../test/features/orders/test-orders';
import { requestTo } from '../../../test/support/call-endpoint';
import { hoursEndpoints } from '@tragkraft/sync-protocol';

// Seeded hours in March 2024 (ISO week 10 = Mon 04.03. to Sun 10.03., week 11 from 11.03.):
//   Tue 05.03.  Anna 7.5, Bruno 6.25, Marco none
//   Thu 07.03.  Anna 4.25, Marco 8
//   Sun 10.03.  Bruno 2
//   Mon 11.03.  Anna 3.5 (order cancelled later: the hours were still worked)
//   Tue 20.02.  Anna 9 (outside the range asked for)
// Week 10: Anna 7.5 + 4.25 = 11.75, Bruno 6.25 + 2 = 8.25, Marco 8 -> 28
// Week 11: Anna 3.5 -> 3.5; grand total 31.5.
const RANGE = { from: '2024-03-01', to: '2024-03-31' };

describe('[hours] weekly hours cards and StundenMitarbeiter.xlsx', () => {
  let t: TestApp;
  let anna: number;
  let bruno: number;
  let marco: number;

  beforeAll(async () => {
    t = await createTestApp();
    anna = (await seedUser(t.app.db, { email: 'anna.zett@demo.ch', role: 'employee', firstName: 'Anna', lastName: 'Zett', phone: '1' })).id;
    bruno = (await seedUser(t.app.db, { email: 'bruno.acker@demo.ch', role: 'operator', firstName: 'Bruno', lastName: 'Acker', phone: '2' })).id;
    marco = await userId(t.app, 'operator@demo.ch');
    const client = await userId(t.app, 'client@demo.ch');
    const stage = (date: string, team: { userId: number; hours: number | null }[], cancelled = false) =>
      seedFieldStage(t.app.db, { clientId: 1, userId: client, stage: { date, time: '08:00' }, order: cancelled ? { status: 'cancelled' } : {}, team });
    const tuesday = (await stage('2024-03-05', [{ userId: anna, hours: 7.5 }, { userId: bruno, hours: 6.25 }, { userId: marco, hours: null }])).stage.id;
    // Recorded working time at Tuesday's stage (issue 32): Anna 8 hours, Marco 6.5 hours.
    const tap = (userId: number, kind: 'start' | 'pause' | 'resume' | 'end', time: string) => {
      const at = zurichInstant('2024-03-05', time).toISOString();
      return { userId, clientId: randomUUID(), kind, at, stageId: kind === 'start' ? tuesday : null, receivedAt: at, clockOffsetMinutes: 0 };
    };
    await t.app.db.insert(timeEntries).values([tap(anna, 'start', '07:00'), tap(anna, 'pause', '11:00'), tap(anna, 'resume', '11:30'), tap(anna, 'end', '15:30'), tap(marco, 'start', '07:00'), tap(marco, 'end', '13:30')]);
    await stage('2024-03-07', [{ userId: anna, hours: 4.25 }, { userId: marco, hours: 8 }]);
    await stage('2024-03-10', [{ userId: bruno, hours: 2 }]);
    await stage('2024-03-11', [{ userId: anna, hours: 3.5 }], true);
    await stage('2024-02-20', [{ userId: anna, hours: 9 }]);
  });
  afterAll(async () => t.close());

  it('refuses both routes to every other role and to anonymous callers', async () => {
    await expectAdminOnly(t.app, requestTo(hoursEndpoints.weekly));
    await expectAdminOnly(t.app, requestTo(hoursEndpoints.excel));
  });

  it('answers one card per ISO week, newest first, with the total per person', async () => {
    const response = await as(t.app, 'admin', requestTo(hoursEndpoints.weekly, { query: RANGE }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WeeklyHours[]>()).toEqual([
      { year: 2024, week: 11, weekKey: '2024-11', startDate: '2024-03-11', endDate: '2024-03-17', totalHours: 3.5, recordedHours: 0, hours: [{ userId: anna, firstName: 'Anna', lastName: 'Zett', totalHours: 3.5, recordedHours: 0 }] },
      {
        year: 2024, week: 10, weekKey: '2024-10', startDate: '2024-03-04', endDate: '2024-03-10', totalHours: 28, recordedHours: 14.5,
        hours: [
          { userId: anna, firstName: 'Anna', lastName: 'Zett', totalHours: 11.75, recordedHours: 8 },
          { userId: bruno, firstName: 'Bruno', lastName: 'Acker', totalHours: 8.25, recordedHours: 0 },
          { userId: marco, firstName: 'Marco', lastName: 'Rossi', totalHours: 8, recordedHours: 6.5 },
        ],
      },
    ]);
  });

  it('defaults to the last 12 months (the demo stages) and refuses a bad date', async () => {
    const cards = (await as(t.app, 'admin', requestTo(hoursEndpoints.weekly))).json<WeeklyHours[]>();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.flatMap((c) => c.hours.map((h) => h.userId))).toContain(marco);
    expect(cards.some((c) => c.startDate.startsWith('2024-03'))).toBe(false);
    expect((await as(t.app, 'admin', requestTo(hoursEndpoints.weekly, { query: { from: '03.2024' } }))).statusCode).toBe(400);
  });

  it('writes the Excel file with a row per person and week, week totals and the grand total', async () => {
    const response = await as(t.app, 'admin', requestTo(hoursEndpoints.excel, { query: RANGE }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe("attachment; filename=\"StundenMitarbeiter.xlsx\"; filename*=UTF-8''StundenMitarbeiter.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Stunden')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    // Real dates shown as dd.mm.yyyy, so the sheet sorts by them (issue 15).
    const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
    expect([sheet.getCell('C2').numFmt, sheet.getCell('D2').numFmt]).toEqual(['dd.mm.yyyy', 'dd.mm.yyyy']);
    expect(rows).toEqual([
      ['Jahr', 'KW', 'Von', 'Bis', 'Vorname', 'Nachname', 'Stunden', 'Erfasst'],
      [2024, 10, day('2024-03-04'), day('2024-03-10'), 'Anna', 'Zett', 11.75, 8],
      [2024, 10, day('2024-03-04'), day('2024-03-10'), 'Bruno', 'Acker', 8.25, 0],
      [2024, 10, day('2024-03-04'), day('2024-03-10'), 'Marco', 'Rossi', 8, 6.5],
      [2024, 10, day('2024-03-04'), day('2024-03-10'), 'Total KW 10', undefined, 28, 14.5],
      [2024, 11, day('2024-03-11'), day('2024-03-17'), 'Anna', 'Zett', 3.5, 0],
      [2024, 11, day('2024-03-11'), day('2024-03-17'), 'Total KW 11', undefined, 3.5, 0],
      [undefined, undefined, undefined, undefined, 'Total', undefined, 31.5, 14.5],
    ]);
  });
});
