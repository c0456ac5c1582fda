import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, SERVICE_KEYS, validateCalculation } from '@tragkraft/domain';
import { defaultDraft, draftFromParams } from './default-inputs';
import { normaliseTime, prepareDraft } from './prepare-input';

describe('calculator defaults', () => {
  it('starts every service with an input the domain can check', () => {
    for (const key of SERVICE_KEYS) {
      const draft = defaultDraft(key);
      const check = validateCalculation(draft.key, draft.input as never, DEFAULT_CLIENT, new Date('2030-01-01T08:00:00Z'));
      expect(check.errors.length).toBeGreaterThan(0);
      expect(check.errors.map((e) => e.code)).not.toContain('serviceDisabled');
    }
  });

  it('fills a saved offer over the defaults and ignores foreign fields', () => {
    const draft = draftFromParams('labs', { truckCount: 3, environment: true, junk: 1 });
    expect(draft.input).toEqual({ truckCount: 3, environment: true, driveKilometers: null });
    expect(draftFromParams('kitchen', null).input).toEqual(defaultDraft('kitchen').input);
  });
});

describe('time normalisation', () => {
  it('pads parsable times, blanks become null, others stay as typed', () => {
    expect(normaliseTime('8:5')).toBe('08:05');
    expect(normaliseTime('  ')).toBeNull();
    expect(normaliseTime('8 Uhr')).toBe('8 Uhr');
  });

  it('prepares service days and the order number', () => {
    const draft = prepareDraft({
      key: 'service',
      input: { dates: [{ date: '2030-01-07', time: '7:30', amount: 2, hours: 8, remarks: ' ' }], orderNumber: ' ', driveKilometers: 5, express: false },
    });
    expect(draft.input).toMatchObject({ orderNumber: null, dates: [{ time: '07:30', remarks: null }] });
  });
});
