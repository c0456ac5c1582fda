import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { OperationDetail, OperationListAnswer, OperationListItem } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../../test/features/operations/test-operations';
import { call, requestTo, urlTo } from '../../../test/support/call-endpoint';
import { employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';

describe('[operations] lists, detail, date and project plan by role and assignment', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;
  let soon: number; // in 3 days: operator yes, employee open, Jonas and Reto declined
  let past: number; // 5 days ago: operator and employee with hours
  let cancelled: number; // in 4 days, order cancelled
  let withoutOperator: number; // in 6 days: only Nina

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
    const { ids } = p;
    soon = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(3), time: '07:00', amount: 5, meetingTime: '06:45', meetingPlace: 'Werkhof', internal: 'Nur intern: Kunde zahlt spät.', remarks: 'Schlüssel beim Hauswart.' },
      order: { orderNumber: 'TH-1', contactFiller: 'Hans Muster', contactFillerPhone: '079 111 22 33' },
      team: [
        { userId: ids.operator, confirmation: true },
        { userId: ids.employee, confirmation: null },
        { userId: ids.jonas, confirmation: false },
        { userId: ids.reto, confirmation: false },
      ],
    })).stage.id;
    past = (await stageOfDemoClient(t.app, {
      stage: { date: inDays(-5), time: '08:00', amount: 2 },
      team: [
        { userId: ids.operator, confirmation: true, hours: 6 },
        { userId: ids.employee, confirmation: true, hours: 6, comment: 'Gut gegangen.' },
      ],
    })).stage.id;
    cancelled = (await stageOfDemoClient(t.app, { stage: { date: inDays(4), time: '08:00' }, order: { status: 'cancelled' }, team: [{ userId: ids.operator, confirmation: true }] })).stage.id;
    withoutOperator = (await stageOfDemoClient(t.app, { stage: { date: inDays(6), time: null }, team: [{ userId: ids.nina, confirmation: true }] })).stage.id;
  });
  afterAll(async () => t.close());

  const list = async (person: Parameters<typeof p.as>[0], url: string) => {
    const response = await p.as(person, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OperationListAnswer>();
  };
  const ids = (items: OperationListItem[]) => items.map((i) => i.id);

  it('shows admins every stage of active orders, with all confirmations, ascending', async () => {
    const answer = await list('admin', urlTo(operationsEndpoints.future));
    expect(answer.userId).toBe(p.ids.admin);
    expect(ids(answer.stageDetails)).toEqual(expect.arrayContaining([soon, withoutOperator]));
    expect(ids(answer.stageDetails)).not.toContain(cancelled);
    expect(ids(answer.stageDetails)).not.toContain(past);
    const dates = answer.stageDetails.map((s) => `${s.date} ${s.time ?? '08:00'}`);
    expect([...dates].sort()).toEqual(dates);
    const row = answer.stageDetails.find((s) => s.id === soon)!;
    expect(row.users.map((u) => u.id).sort()).toEqual([p.ids.operator, p.ids.employee, p.ids.jonas, p.ids.reto].sort());
    expect(row).toMatchObject({
      orderNumber: 'TH-1', date: inDays(3), time: '07:00', typeId: 1, type: 'Küchen-Feinverteilung', amount: 5,
      clientName: 'Muster Küchenbau AG', address: 'Seestrasse 7\n8800 Thalwil', confirmation: null, clientReport: false,
      invoiceTime: null, confirmationLocked: false,
    });
    expect(row.users[0]).toMatchObject({ id: p.ids.operator, role: 'operator', firstName: 'Marco', phone: '079 555 20 20', confirmation: true });
    expect(new Date(row.dateAndTime!).toISOString()).toBe(row.dateAndTime);
  });

  it('shows operators only their stages, with the people who declined marked (issue 15)', async () => {
    const answer = await list('operator', urlTo(operationsEndpoints.future));
    expect(answer.userId).toBe(p.ids.operator);
    expect(ids(answer.stageDetails)).toContain(soon);
    expect(ids(answer.stageDetails)).not.toContain(withoutOperator);
    expect(ids(answer.stageDetails)).not.toContain(cancelled);
    const row = answer.stageDetails.find((s) => s.id === soon)!;
    expect(row.users.filter((u) => u.confirmation !== false).map((u) => u.firstName)).toEqual(['Marco', 'Luca']);
    expect(row.users.filter((u) => u.confirmation === false).map((u) => u.firstName).sort()).toEqual(['Jonas', 'Reto']);
    expect(row.confirmation).toBe(true);
  });

  it('hides a stage from an operator who declined it', async () => {
    expect(ids((await list('reto', urlTo(operationsEndpoints.future))).stageDetails)).not.toContain(soon);
    for (const url of [urlTo(operationsEndpoints.detail, { params: { stageId: soon } }), urlTo(employeeEndpoints.ownDetail, { params: { stageId: soon } }), urlTo(operationsEndpoints.date, { params: { stageId: soon } })]) {
      const response = await p.as('reto', { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notFound', message: 'Nicht gefunden.' });
    }
  });

  it('lists the past newest first and honours the limit', async () => {
    const answer = await list('operator', urlTo(operationsEndpoints.past));
    expect(ids(answer.stageDetails)).toContain(past);
    const dates = answer.stageDetails.map((s) => s.date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list('operator', urlTo(operationsEndpoints.pastLimited, { params: { limit: 1 } }))).stageDetails).toHaveLength(1);
    expect((await list('admin', urlTo(operationsEndpoints.pastLimited, { params: { limit: 500 } }))).stageDetails.length).toBeGreaterThan(1);
    for (const limit of ['0', '2001', 'abc']) {
      const response = await p.as('admin', requestTo(operationsEndpoints.pastLimited, { unsafeParams: { limit } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation');
    }
  });

  it('orders stages of one day by start time, a stage without a time at 08:00 (both engines alike)', async () => {
    const day = (days: number, time: string | null) =>
      stageOfDemoClient(t.app, { stage: { date: inDays(days), time }, team: [{ userId: p.ids.nina, confirmation: true }] });
    const future = [await day(20, '09:00'), await day(20, null), await day(20, '07:00')].map((s) => s.stage.id);
    const pastDay = [await day(-20, '09:00'), await day(-20, null), await day(-20, '07:00')].map((s) => s.stage.id);
    const coming = ids((await list('nina', urlTo(employeeEndpoints.ownFuture))).stageDetails).filter((id) => future.includes(id));
    expect(coming).toEqual([future[2], future[1], future[0]]);
    const gone = (await p.as('nina', requestTo(employeeEndpoints.ownPast))).json<{ stageDetails: { id: number }[] }>();
    expect(gone.stageDetails.map((s) => s.id).filter((id) => pastDay.includes(id))).toEqual([pastDay[0], pastDay[1], pastDay[2]]);
  });

  it('refuses employees, clients and clerks on the operation list (role guard)', async () => {
    for (const person of ['employee', 'client', 'clerk'] as const) {
      for (const url of [urlTo(operationsEndpoints.future), urlTo(operationsEndpoints.past), urlTo(operationsEndpoints.detail, { params: { stageId: soon } })]) {
        expect((await p.as(person, { method: 'GET', url })).statusCode).toBe(403);
      }
    }
    expect((await call(t.app, operationsEndpoints.future)).statusCode).toBe(401);
  });

  it('answers the detail with internal comments for admins only', async () => {
    const admin = (await p.as('admin', requestTo(operationsEndpoints.detail, { params: { stageId: soon } }))).json<OperationDetail>();
    expect(admin).toMatchObject({
      id: soon, internal: 'Nur intern: Kunde zahlt spät.', clientRemarks: 'Schlüssel beim Hauswart.', meetingTime: '06:45', meetingPlace: 'Werkhof',
      contactFiller: 'Hans Muster', contactFillerPhone: '079 111 22 33', userId: p.ids.admin, images: [], clientReport: false, pricePerHour: null,
    });
    expect(admin.hours).toHaveLength(4);
    const operator = (await p.as('operator', requestTo(operationsEndpoints.detail, { params: { stageId: soon } }))).json<OperationDetail>();
    expect(operator.internal).toBeNull();
    expect(operator.hours.map((h) => h.userId).sort()).toEqual([p.ids.operator, p.ids.employee].sort());
    // The team shows who declined (issue 15); their hours entries stay hidden.
    expect(operator.users.filter((u) => u.confirmation === false)).toHaveLength(2);
    expect(operator.confirmation).toBe(true);
  });

  it('answers 404 for stages that do not exist or are not the caller\'s', async () => {
    expect((await p.as('admin', requestTo(operationsEndpoints.detail, { params: { stageId: 999999 } }))).statusCode).toBe(404);
    expect((await p.as('operator', requestTo(operationsEndpoints.detail, { params: { stageId: withoutOperator } }))).statusCode).toBe(404);
    expect((await p.as('operator', requestTo(operationsEndpoints.detail, { params: { stageId: cancelled } }))).statusCode).toBe(404);
    expect((await p.as('employee', requestTo(employeeEndpoints.ownDetail, { params: { stageId: withoutOperator } }))).statusCode).toBe(404);
  });

  it('gives the stage date as text to the people who may see the stage', async () => {
    for (const person of ['admin', 'operator', 'employee'] as const) {
      const response = await p.as(person, requestTo(operationsEndpoints.date, { params: { stageId: soon } }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toBe(inDays(3));
    }
    expect((await p.as('employee', requestTo(operationsEndpoints.date, { params: { stageId: withoutOperator } }))).statusCode).toBe(404);
    expect((await p.as('client', requestTo(operationsEndpoints.date, { params: { stageId: soon } }))).statusCode).toBe(403);
  });

  it('downloads the project plan for admins and the assigned operator', async () => {
    const response = await p.as('operator', requestTo(operationsEndpoints.projectPlan, { params: { stageId: soon } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    expect(cells.join(' ')).toContain('Muster Küchenbau AG');
    expect((await p.as('admin', requestTo(operationsEndpoints.projectPlan, { params: { stageId: withoutOperator } }))).statusCode).toBe(200);
    expect((await p.as('operator', requestTo(operationsEndpoints.projectPlan, { params: { stageId: withoutOperator } }))).statusCode).toBe(404);
    expect((await p.as('employee', requestTo(operationsEndpoints.projectPlan, { params: { stageId: soon } }))).statusCode).toBe(403);
    expect((await p.as('client', requestTo(operationsEndpoints.projectPlan, { params: { stageId: soon } }))).statusCode).toBe(403);
  });
});
