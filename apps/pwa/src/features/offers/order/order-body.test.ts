import { describe, expect, it } from 'vitest';
import { defaultDraft, type Draft } from '../calculator/default-inputs';
import { checkOrder, emptyContacts, emptyStage, orderBody, resizeStages, type OrderForm } from './order-body';

const now = new Date('2030-01-01T08:00:00Z');
const form = (patch: Partial<OrderForm> = {}): OrderForm => ({
  address: 'Seestrasse 1\n8000 Zürich',
  addressType: 'manual',
  orderNumber: '',
  stages: [{ ...emptyStage(), date: '2030-01-10', time: '7:00' }],
  contacts: emptyContacts(),
  ...patch,
});

describe('stage entries', () => {
  it('keep the entries there are and cut or append empty ones', () => {
    const first = { ...emptyStage(), date: '2030-01-10' };
    expect(resizeStages([first], 3)).toEqual([first, emptyStage(), emptyStage()]);
    expect(resizeStages([first, emptyStage(), emptyStage()], 1)).toEqual([first]);
    expect(resizeStages([], 0)).toHaveLength(1);
  });
});

describe('checks before ordering', () => {
  it('wants a calculated, locked price and an address', () => {
    const codes = checkOrder({ draft: defaultDraft('kitchen'), form: form({ address: ' ' }), priceCalculated: false, locked: false, now, typeId: 1 }).map((m) => m.code);
    expect(codes).toEqual(['priceNotCalculated', 'addressMissing']);
  });

  it('checks the first stage date of a floor-based order', () => {
    const found = checkOrder({ draft: defaultDraft('kitchen'), form: form({ stages: [emptyStage()] }), priceCalculated: true, locked: true, now, typeId: 1 });
    expect(found.map((m) => m.code)).toEqual(['firstDateMissing']);
  });

  it('checks facade-lift days instead of stage entries', () => {
    const draft: Draft = { key: 'facadeLift', input: { dates: [{ date: '2030-01-10', time: '8:00', hours: 1 }], driveKilometers: 3, express: false } };
    expect(checkOrder({ draft, form: form(), priceCalculated: true, locked: true, now, typeId: 6 }).map((m) => m.code)).toEqual(['hoursRange']);
  });
});

describe('order body', () => {
  it('sends stages with normalised times and the priced fields of a kitchen', () => {
    const draft = defaultDraft('kitchen');
    const body = orderBody(42, draft, form({ orderNumber: ' K-1 ' }));
    expect(body).toMatchObject({
      calcId: 42,
      orderAddress: 'Seestrasse 1\n8000 Zürich',
      orderNumber: 'K-1',
      stagesCount: 1,
      lift: false,
      facadeLift: false,
      stages: [{ date: '2030-01-10', time: '07:00', orderNumber: null, remarks: null }],
    });
  });

  it('leaves the stages to the calculated days of a site service', () => {
    const body = orderBody(7, defaultDraft('service'), form());
    expect(body.stages).toBeUndefined();
    expect(body.lift).toBeUndefined();
  });
});
