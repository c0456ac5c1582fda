import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderStage } from '@tragkraft/sync-protocol';
import { checkOrderForm, formFromOrder, updateBodyOf } from './order-edit-form';

const NOW = new Date('2026-05-11T08:00:00Z'); // Monday 11.05.2026, Zurich 10:00

function stage(id: number, date: string, lock: OrderStage['lock']): OrderStage {
  return { id, stageNumber: id, date, time: '08:00', amount: 4, hours: null, orderNumber: '', remarks: '', completedTime: null, lock, lockReason: null };
}

function order(stages: OrderStage[], typeId = 1): OrderDetail {
  const contact = { contactGeneral: '', contactGeneralPhone: '', contactArchitect: '', contactArchitectPhone: '', contactCManager: '', contactCManagerPhone: '' };
  return {
    id: 7, calcId: 3, typeId, type: 'Küchen-Feinverteilung', createdTime: '2026-04-01T10:00:00Z', orderNumber: 'A-1',
    orderAddressType: 'manual', orderAddress: 'Weg 1\n8000 Zürich', ...contact,
    contactFiller: 'Hans', contactFillerPhone: '079', contactDriver: '', contactDriverPhone: '',
    express: false, driveKilometers: 4, stagesCount: stages.length, lift: false, facadeLift: false, total: 1000, locked: false, stages,
  };
}

const stored = order([stage(1, '2026-05-01', 'locked'), stage(2, '2026-05-13', 'dateLocked'), stage(3, '2026-05-25', 'editable')]);

describe('order form', () => {
  it('sends only changed stages and fields, never a locked stage or a locked date', () => {
    const form = formFromOrder(stored);
    form.stages[0]!.remarks = 'changed on a past stage';
    form.stages[1]!.remarks = ' Lift benutzen ';
    form.stages[2]!.amount = 6;
    form.stages[2]!.date = '2026-05-27';
    form.contacts.contactDriver = ' Fritz ';
    const body = updateBodyOf(stored, form);
    expect(body.stages).toEqual([
      { id: 2, remarks: 'Lift benutzen' },
      { id: 3, date: '2026-05-27', amount: 6 },
    ]);
    expect(body.contactDriver).toBe('Fritz');
    expect(body.orderId).toBe(7);
  });

  it('leaves stages out when none changed', () => {
    expect(updateBodyOf(stored, formFromOrder(stored)).stages).toBeUndefined();
  });

  it('refuses a date within 3 days, out of order, or a missing address', () => {
    const form = formFromOrder(stored);
    form.stages[2]!.date = '2026-05-13';
    form.orderAddress = ' ';
    const texts = checkOrderForm(stored, form, NOW).map((m) => m.text);
    expect(texts).toContain('Etappe 3: Das neue Datum darf nicht in der Vergangenheit oder in den nächsten 3 Tagen liegen.');
    expect(texts).toContain('Bitte geben Sie die Objektadresse ein.');
  });

  it('accepts an untouched order and a later date', () => {
    const form = formFromOrder(stored);
    expect(checkOrderForm(stored, form, NOW)).toEqual([]);
    form.stages[2]!.date = '2026-06-01';
    expect(checkOrderForm(stored, form, NOW)).toEqual([]);
  });
});
