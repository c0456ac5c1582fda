import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow } from '@tragkraft/sync-protocol';
import { checkOrderForm, detailToForm, hasErrors, mergeStages, orderFormToBody, redatedFinishedStages } from './admin-order-form';
import { filterOrderRows, invoiceTargetOf, lastAddressLine, ordersEmptyText, rowColour, stageWhen } from './order-rows';

const row = (over: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: 41, createdTime: '2026-03-01T10:00:00.000Z', firstDate: '2026-03-10', firstTime: '08:00', stageDate: '2026-03-10', stageTime: '08:00',
  stageId: 90, stageAmount: 2, stagesCount: 1, stageNumber: 1, priceCount: 2, clientName: 'Muster Küchenbau AG', typeId: 1,
  type: 'Küchen-Feinverteilung', orderAddress: 'Haus\nStrasse 1\n8005 Zürich', invoiceId: null, invoiceNumber: null, invoiceTime: null,
  invoiceSentTime: null, invoicePaidTime: null, invoiceReceived: 0, clientRating: null, clientRatingComment: null, dateWarning: null, amountWarning: false,
  completedTime: null, orderNumber: '', ...over,
});

describe('admin order rows', () => {
  const rows = [row(), row({ id: 52, clientName: 'Electrolux AG', type: 'Waschtürme', invoiceId: 7, invoiceNumber: 20260007 })];

  it('ignores a single character and matches id, client and type case-insensitively', () => {
    expect(filterOrderRows(rows, 'e', 'new')).toHaveLength(2);
    expect(filterOrderRows(rows, 'ELEC', 'new').map((r) => r.id)).toEqual([52]);
    expect(filterOrderRows(rows, 'küchen', 'new').map((r) => r.id)).toEqual([41]);
    expect(filterOrderRows(rows, '41', 'new').map((r) => r.id)).toEqual([41]);
  });

  it('matches the invoice number only in the past tab', () => {
    expect(filterOrderRows(rows, '20260007', 'past').map((r) => r.id)).toEqual([52]);
    expect(filterOrderRows(rows, '20260007', 'future')).toEqual([]);
  });

  it("also matches the client's order number (issue 15)", () => {
    const numbered = [row({ id: 41, orderNumber: 'LB-2024-17' }), row({ id: 52, clientName: 'Electrolux AG', orderNumber: 'EL-5521' })];
    expect(filterOrderRows(numbered, 'lb-2024', 'future').map((r) => r.id)).toEqual([41]);
  });

  it("says 'Keine Treffer für diesen Filter' when only the filter empties the list", () => {
    expect(ordersEmptyText(3, 'xyz')).toBe('Keine Treffer für diesen Filter');
    expect(ordersEmptyText(0, 'xyz')).toBe('Noch keine Aufträge vorhanden');
    expect(ordersEmptyText(0, '')).toBe('Noch keine Aufträge vorhanden');
  });

  it('keeps at most 500 rows', () => {
    const many = Array.from({ length: 600 }, (_, i) => row({ id: i + 1, stageId: i + 1 }));
    expect(filterOrderRows(many, '', 'new')).toHaveLength(500);
  });

  it('colours rows by today and the invoice state', () => {
    expect(rowColour(row(), '2026-03-10')).toBe('primary');
    expect(rowColour(row(), '2026-03-11')).toBeNull();
    const done = { completedTime: '2026-03-10T15:00:00Z' };
    expect(rowColour(row(done), '2026-03-10')).toBe('danger');
    expect(rowColour(row({ ...done, invoiceTime: 'x', invoiceSentTime: 'x' }), '2026-03-10')).toBe('warning');
    expect(rowColour(row({ ...done, invoiceSentTime: 'x', invoicePaidTime: 'x' }), '2026-03-10')).toBe('success');
  });

  it('shows a sent invoice paid in part (imported or assigned payments) in a colour of its own', () => {
    const done = { completedTime: '2026-03-10T15:00:00Z', invoiceTime: 'x' };
    expect(rowColour(row({ ...done, invoiceSentTime: 'x', invoiceReceived: 5_000 }), '2026-03-10')).toBe('partial');
    expect(rowColour(row({ ...done, invoiceSentTime: 'x', invoiceReceived: 0 }), '2026-03-10')).toBe('warning');
    expect(rowColour(row({ ...done, invoiceSentTime: 'x', invoicePaidTime: 'x', invoiceReceived: 5_000 }), '2026-03-10')).toBe('success');
    // Not sent yet: the admin still has to send it, whatever came in.
    expect(rowColour(row({ ...done, invoiceReceived: 5_000 }), '2026-03-10')).toBe('danger');
  });

  it('cuts the last address line to 20 characters and formats dates', () => {
    expect(lastAddressLine('Haus\nStrasse 1\n8005 Zürich')).toBe('8005 Zürich');
    expect(lastAddressLine('Strasse 1, 8152 Opfikon-Glattbrugg Nord')).toBe('8152 Opfikon-Glattbr');
    expect(stageWhen('2026-03-10', null)).toBe('10.03.26 --:--');
    expect(stageWhen(null, null)).toBe('–');
  });

  it('invoices site service per order, the rest per stage', () => {
    expect(invoiceTargetOf(row())).toEqual({ stageId: 90 });
    expect(invoiceTargetOf(row({ typeId: 8 }))).toEqual({ serviceOrderId: 41 });
  });
});

describe('admin order form', () => {
  const stage = (id: number, n: number, date: string | null) => ({
    id, stageNumber: n, date, time: null, amount: null, orderNumber: '', hours: null, remarks: '', completedTime: null, reportSavedTime: null, invoiceId: null, team: [], onSiteSignature: null,
  });
  const detail = {
    params: { orderNumber: 'A-1', orderAddress: 'Strasse 1\n8000 Zürich', orderAddressType: 'manual', contactGeneral: 'Muster', contactGeneralPhone: '079' },
    stages: [stage(1, 1, '2026-03-10'), stage(2, 2, null)],
  } as unknown as AdminOrderDetail;

  it('requires the object address, the first date and valid times', () => {
    const form = detailToForm(detail);
    expect(hasErrors(checkOrderForm(form))).toBe(false);
    form.orderAddress = ' ';
    form.stages[0] = { ...form.stages[0]!, date: null, time: '25:00' };
    expect(checkOrderForm(form)).toEqual({
      orderAddress: 'Bitte geben Sie die Objektadresse ein.',
      date: { 1: 'Bitte geben Sie ein Lieferdatum ein.' },
      time: { 1: 'Ungültige Zeit (erwartet wird HH:MM).' },
    });
  });

  it('sends empty numbers and times as null', () => {
    const form = detailToForm(detail);
    form.stages[0] = { ...form.stages[0]!, time: '7:30', remarks: ' Lift ', amount: 3 };
    const body = orderFormToBody(9, form);
    expect(body.stages![0]).toEqual({ id: 1, date: '2026-03-10', time: '7:30', amount: 3, hours: null, orderNumber: '', remarks: 'Lift' });
    expect(body.contactGeneral).toBe('Muster');
    expect(body.contactDriver).toBe('');
  });

  it('keeps typed stage values after a stage was added', () => {
    const form = detailToForm(detail);
    form.stages[0] = { ...form.stages[0]!, remarks: 'getippt' };
    const merged = mergeStages(form, { ...detail, stages: [stage(1, 1, '2026-03-10'), stage(3, 2, null), stage(2, 3, null)] });
    expect(merged.stages.map((s) => [s.id, s.stageNumber])).toEqual([[1, 1], [3, 2], [2, 3]]);
    expect(merged.stages[0]!.remarks).toBe('getippt');
  });
});

describe('re-dating a finished stage', () => {
  it('names the completed or invoiced stages whose date changes, so the admin confirms', () => {
    const stored = [
      { id: 1, stageNumber: 1, date: '2026-03-02', completedTime: '2026-03-02T16:00:00Z', invoiceId: null },
      { id: 2, stageNumber: 2, date: '2026-03-09', completedTime: null, invoiceId: 7 },
      { id: 3, stageNumber: 3, date: '2026-03-16', completedTime: null, invoiceId: null },
    ];
    const same = stored.map(({ id, date }) => ({ id, date }));
    expect(redatedFinishedStages(stored, same)).toEqual([]);
    expect(redatedFinishedStages(stored, [{ id: 1, date: '2026-03-03' }, { id: 2, date: '2026-03-10' }, { id: 3, date: '2026-03-17' }])).toEqual([1, 2]);
  });
});
