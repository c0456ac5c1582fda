import { describe, expect, it } from 'vitest';
import { countText, deliveryDate, formatInstant, placeOf, stageText } from './order-row-text';

describe('order row text', () => {
  it('shows the delivery date with its weekday', () => {
    expect(deliveryDate('2026-05-11')).toBe('Mo 11.05.26');
    expect(deliveryDate(null)).toBe('–');
  });

  it('takes the place from the last address line', () => {
    expect(placeOf('Überbauung Limmatblick\nHardturmstrasse 201\n8005 Zürich\n')).toBe('8005 Zürich');
    expect(placeOf('Bahnhofstrasse 1, 8001 Zürich')).toBe('8001 Zürich');
  });

  it('counts the amount, and people times hours for site service', () => {
    expect(countText({ typeId: 1, stageAmount: 4, stageHours: null })).toBe('4');
    expect(countText({ typeId: 1, stageAmount: null, stageHours: null })).toBe('–');
    expect(countText({ typeId: 8, stageAmount: 3, stageHours: 7.5 })).toBe('3 × 7.5 h');
  });

  it('writes the stage as n/m', () => {
    expect(stageText(2, 3)).toBe('2/3');
  });

  it('shows instants in Zurich time', () => {
    expect(formatInstant('2026-01-15T06:05:00.000Z')).toBe('15.01.2026 07:05');
    expect(formatInstant('2026-07-15T06:05:00.000Z')).toBe('15.07.2026 08:05');
  });
});
