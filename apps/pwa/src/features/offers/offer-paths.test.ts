import { describe, expect, it } from 'vitest';
import { bookedDatesPath, calculatePath, loadOfferPath, offerDocumentPath } from './offer-paths';

describe('offer paths', () => {
  it('name the client login in the admin paths', () => {
    expect(calculatePath('kitchenCover', null)).toBe('/api/offer/kitchenCover');
    expect(calculatePath('labs', 12)).toBe('/api/offer/labs/userId/12');
    expect(loadOfferPath(null)).toBe('/api/offer/loadoffer');
    expect(loadOfferPath(7)).toBe('/api/offer/loadoffer/userId/7');
  });

  it('build the document and booked-day paths', () => {
    expect(offerDocumentPath(5, 'docx')).toBe('/api/offer/document/5/docx');
    expect(bookedDatesPath(null)).toBe('/api/stage/bookedDates');
    expect(bookedDatesPath(6)).toBe('/api/stage/bookedDates?typeId=6');
  });
});
