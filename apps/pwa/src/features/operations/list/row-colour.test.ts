import { describe, expect, it } from 'vitest';
import { operationRowColour } from './row-colour';

const row = { date: '2026-05-13', completedTime: null, invoiceSentTime: null, invoicePaidTime: null };
const done = '2026-05-13T15:00:00Z';

describe('admin operation row colours', () => {
  it('marks today’s open operation as primary, other open ones not at all', () => {
    expect(operationRowColour(row, '2026-05-13')).toBe('primary');
    expect(operationRowColour(row, '2026-05-12')).toBeNull();
  });
  it('colours completed ones by their invoice', () => {
    expect(operationRowColour({ ...row, completedTime: done }, '2026-05-13')).toBe('danger');
    expect(operationRowColour({ ...row, completedTime: done, invoiceSentTime: done }, '2026-05-13')).toBe('warning');
    expect(operationRowColour({ ...row, completedTime: done, invoiceSentTime: done, invoicePaidTime: done }, '2026-05-13')).toBe('success');
  });
});
