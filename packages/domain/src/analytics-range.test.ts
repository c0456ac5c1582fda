import { describe, expect, it } from 'vitest';
import { dateRange, parseRangeLabel, RANGE_LABELS } from './analytics-range';
import { formatRangeDate } from './format';

// Sunday 31 March 2024, 12:00 in Zurich (summer time already): a month end after a leap February.
const NOW = new Date('2024-03-31T10:00:00Z');

describe('dateRange', () => {
  it.each([
    ['MTD', '2024-03-01'],
    ['1M', '2024-02-29'],
    ['3M', '2023-12-31'],
    ['6M', '2023-09-30'],
    ['YTD', '2024-01-01'],
    ['1Y', '2023-03-31'],
    ['2Y', '2022-03-31'],
    ['MAX', null],
  ] as const)('%s on 31.03.2024 starts %s and ends today', (label, start) => {
    expect(dateRange(label, NOW)).toEqual({ label, startDate: start, endDate: '2024-03-31' });
  });
  it('uses the Zurich day: 31.12.2024 23:30 UTC is already 1.1.2025', () => {
    const now = new Date('2024-12-31T23:30:00Z');
    expect(dateRange('YTD', now)).toEqual({ label: 'YTD', startDate: '2025-01-01', endDate: '2025-01-01' });
    expect(dateRange('MTD', now).startDate).toBe('2025-01-01');
  });
  it('1Y from a leap day goes to 28.02.', () => {
    expect(dateRange('1Y', new Date('2024-02-29T12:00:00Z')).startDate).toBe('2023-02-28');
  });
  it('the dates print as day.month.year without padding', () => {
    const range = dateRange('MTD', NOW);
    expect(formatRangeDate(range.startDate ?? '')).toBe('1.3.2024');
    expect(formatRangeDate(range.endDate)).toBe('31.3.2024');
  });
});

describe('parseRangeLabel', () => {
  it('accepts exactly the eight labels', () => {
    expect(RANGE_LABELS).toEqual(['MTD', '1M', '3M', '6M', 'YTD', '1Y', '2Y', 'MAX']);
    for (const label of RANGE_LABELS) expect(parseRangeLabel(label)).toBe(label);
  });
  it('anything else finds no range', () => {
    expect(parseRangeLabel('3m')).toBeNull();
    expect(parseRangeLabel('5Y')).toBeNull();
    expect(parseRangeLabel(undefined)).toBeNull();
  });
});
