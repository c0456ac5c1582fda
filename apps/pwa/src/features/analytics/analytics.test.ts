import { describe, expect, it } from 'vitest';
import { readClientAnalyticsQuery, readUserAnalyticsQuery } from './analytics-query';
import { chartAxisText, chartValueText, formatHourly, formatHours, formatPercent, monthLabel } from './figures-text';
import { shareSlices } from './revenue-share';
import { amountWithType, signOffBadge, stageRowState } from './stage-row-state';

const q = (text: string) => new URLSearchParams(text);

describe('client analytics query', () => {
  it('completes a missing range or report type with 1M and hourly', () => {
    expect(readClientAnalyticsQuery(q('')).redirect).toBe('range=1M&reportType=hourly');
    expect(readClientAnalyticsQuery(q('range=3M')).redirect).toBe('range=3M&reportType=hourly');
    expect(readClientAnalyticsQuery(q('reportType=revenue')).redirect).toBe('range=1M&reportType=revenue');
  });
  it('refuses an unknown label instead of showing 1M', () => {
    const read = readClientAnalyticsQuery(q('range=5M&reportType=hourly'));
    expect(read.redirect).toBeNull();
    expect(read.refused).toBe('Unbekannter Zeitraum «5M». Bitte wählen Sie einen der Zeiträume MTD, 1M, 3M, 6M, YTD, 1Y, 2Y, MAX.');
    expect(readUserAnalyticsQuery(q('range=1W&noService=false&noDiscount=false')).refused).toMatch(/^Unbekannter Zeitraum «1W»/);
  });
  it('keeps a full query and reads the client id for the client report', () => {
    expect(readClientAnalyticsQuery(q('range=MAX&reportType=client&clientId=4'))).toEqual({
      query: { range: 'MAX', reportType: 'client', clientId: 4 },
      redirect: null,
      refused: null,
    });
  });
  it('falls back to the hourly report when the client report has no client', () => {
    expect(readClientAnalyticsQuery(q('range=YTD&reportType=client&clientId=x')).redirect).toBe('range=YTD&reportType=hourly');
  });
});

describe('user analytics query', () => {
  it('redirects with the full default set when something is missing', () => {
    expect(readUserAnalyticsQuery(q('')).redirect).toBe('range=YTD&noService=false&noDiscount=false');
    expect(readUserAnalyticsQuery(q('range=6M&userId=7')).redirect).toBe('range=6M&noService=false&noDiscount=false&userId=7');
  });
  it('keeps the menu link as it is', () => {
    expect(readUserAnalyticsQuery(q('range=6M&noService=true&noDiscount=false'))).toEqual({
      query: { range: '6M', noService: true, noDiscount: false, userId: null },
      redirect: null,
      refused: null,
    });
  });
  it('parses userId as a whole number only', () => {
    expect(readUserAnalyticsQuery(q('range=1M&noService=false&noDiscount=false&userId=12')).query.userId).toBe(12);
    expect(readUserAnalyticsQuery(q('range=1M&noService=false&noDiscount=false&userId=1.5')).query.userId).toBeNull();
  });
});

describe('figures text', () => {
  it('shows hours with at most two decimals', () => {
    expect(formatHours(7.5)).toBe('7.5 h');
    expect(formatHours(7.3333)).toBe('7.33 h');
    expect(formatHours(8)).toBe('8 h');
  });
  it('formats hourly money and shares', () => {
    expect(formatHourly(1_234_550)).toBe("12'345.50");
    expect(formatHourly(null)).toBe('–');
    expect(formatPercent(12.34)).toBe('12.3 %');
    expect(formatPercent(100)).toBe('100.0 %');
  });
  it('names months in German', () => {
    expect(monthLabel('2025-03')).toBe('Mär 25');
    expect(monthLabel('2024-12')).toBe('Dez 24');
  });
});

describe('stage rows', () => {
  const base = { id: 1, date: '2025-05-12', completedTime: null, typeId: 8, clientSignedTime: null, amount: null, type: 'Baustellen-Service' };
  it('highlights the last opened row first, then completed, then today', () => {
    expect(stageRowState(base, '2025-05-12', 1)).toBe('active');
    expect(stageRowState({ ...base, completedTime: '2025-05-12T16:00:00Z' }, '2025-05-12', null)).toBe('completed');
    expect(stageRowState(base, '2025-05-12', null)).toBe('today');
    expect(stageRowState(base, '2025-05-13', null)).toBeNull();
  });
  it('shows the sign-off badges of every completed stage', () => {
    expect(signOffBadge(base)).toBeNull();
    expect(signOffBadge({ ...base, completedTime: 'x' })).toBe('noch nicht visiert');
    expect(signOffBadge({ ...base, completedTime: 'x', clientSignedTime: 'y' })).toBe('visiert');
    // Every completed stage is signed off, not only site service (issue 15 item 1).
    expect(signOffBadge({ ...base, typeId: 1, completedTime: 'x' })).toBe('noch nicht visiert');
  });
  it('writes ? without an amount', () => {
    expect(amountWithType(base)).toBe('? × Baustellen-Service');
    expect(amountWithType({ ...base, amount: 4, type: 'Türen' })).toBe('4 × Türen');
  });
});

describe('revenue share slices', () => {
  const client = (clientName: string, revenue: number) => ({ clientName, revenue });
  it('keeps every client when there are few, biggest first, without empty ones', () => {
    expect(shareSlices([client('A', 100), client('B', 300), client('C', 0)]).map((s) => [s.name, s.value])).toEqual([
      ['B', 3],
      ['A', 1],
    ]);
  });
  it('puts the tail into one slice', () => {
    const slices = shareSlices([client('A', 500), client('B', 400), client('C', 300), client('D', 200)], 3);
    expect(slices.map((s) => [s.name, s.value])).toEqual([
      ['A', 5],
      ['B', 4],
      ['Übrige', 5],
    ]);
  });
});

describe('chart labels', () => {
  it('prints axis ticks in whole francs and values with Rappen', () => {
    expect(chartAxisText(8000)).toBe("8'000");
    expect(chartValueText(243.55)).toBe('243.55');
  });
});
