// The same job priced through the offer, the order confirmation and the invoice must show
// the same total incl. VAT (issue 28 §6: the offer said 883.07, the invoice 883.05).
import { calculatePrice, DEFAULT_CLIENT, invoiceTotals, proposeStageInvoiceLines, type KitchenInput } from '@tragkraft/domain';
import { describe, expect, it } from 'vitest';
import { buildOfferDocument } from './offer-model';
import { buildOrderDocument } from './order-document-model';

// 3 kitchens of 5 m on the 2nd floor by stairs, disposal of all three, 23 km, one stage.
const job: KitchenInput = {
  meters: [{ name: 'Küche', meters: 5, disposalChecked: true, floors: [{ floor: 2, amount: 3 }] }],
  driveKilometers: 23,
  lift: null,
  stagesCount: 1,
  express: false,
};

describe('one job, one total on offer, confirmation and invoice', () => {
  const price = calculatePrice('kitchen', job, DEFAULT_CLIENT);
  const offer = buildOfferDocument({
    calcId: 1, createdAt: new Date('2026-11-02T08:00:00Z'), typeId: 1, params: job, price, company: 'Muster AG',
    companyAddress: 'Muster AG\nBahnhofstrasse 1\n8001 Zürich', contactName: '', objectDescription: null, orderAddress: null,
  });
  const order = buildOrderDocument({
    orderId: 1, createdAt: new Date('2026-11-02T08:00:00Z'), typeId: 1, orderNumber: 'A-1', orderAddress: 'Bahnhofstrasse 1\n8001 Zürich',
    company: 'Muster AG', companyAddress: 'Bahnhofstrasse 1\n8001 Zürich', contactName: '', contacts: [], price,
    stages: [{ stageNumber: 1, date: '2026-11-20', time: '07:00', amount: 3, hours: null, orderNumber: '', remarks: '' }],
  });
  const invoice = invoiceTotals(
    proposeStageInvoiceLines({
      typeId: 1, stageAmount: 3, plannedTime: '07:00', truckArrivalTime: null, usersWithHoursCount: 2, clientWaitingTimeAmount: null,
      calculationPrice: { count: price.count, pricePer: price.pricePer, disposal: price.disposal, disposeDevicesPricePer: price.disposeDevicesPricePer },
      extraDisposeDevicesCount: 0,
      calculationParams: { driveKilometers: 23, applianceMakerRegion: null },
    }),
  );

  it('the job needs a cash rounding (so the test can tell the rules apart)', () => {
    expect(invoice.rounding).not.toBe(0);
  });
  it('subtotal, VAT, rounding and total agree', () => {
    expect(offer.totalExclVat).toBe(invoice.subtotal);
    expect([offer.vat.amount, offer.rounding, offer.totalInclVat]).toEqual([invoice.vat, invoice.rounding, invoice.total]);
    expect([order.vat.amount, order.rounding, order.totalInclVat]).toEqual([invoice.vat, invoice.rounding, invoice.total]);
    expect(offer.totalInclVat % 5).toBe(0);
  });
});
