import { describe, expect, it } from 'vitest';
import { canAddCustomLine, checkCustomLineLimit, validateInvoiceLine } from './invoice-line';

const errors = (result: ReturnType<typeof validateInvoiceLine>) => (result.ok ? [] : result.errors.map((m) => m.text));

describe('simple invoice line (description and total)', () => {
  it('builds a custom line: total 1\'250.50 CHF = 125050 Rappen', () => {
    expect(validateInvoiceLine({ mode: 'simple', description: ' Zuschlag ', total: "1'250.50" })).toEqual({
      ok: true,
      line: { type: 'custom', description: 'Zuschlag', amount: null, price: null, total: 125_050, editable: true, removeable: true },
    });
  });
  it('accepts numbers in CHF and negative totals (credits)', () => {
    const line = validateInvoiceLine({ mode: 'simple', description: 'Gutschrift', total: -20 });
    expect(line.ok && line.line.total).toBe(-2_000);
  });
  it("'Die Beschreibung darf nicht leer sein.'", () => {
    expect(errors(validateInvoiceLine({ mode: 'simple', description: '  ', total: '10' }))).toEqual(['Die Beschreibung darf nicht leer sein.']);
  });
  it("'Das Total darf nicht leer sein und muss eine Zahl sein.'", () => {
    const message = 'Das Total darf nicht leer sein und muss eine Zahl sein.';
    expect(errors(validateInvoiceLine({ mode: 'simple', description: 'X', total: '' }))).toEqual([message]);
    expect(errors(validateInvoiceLine({ mode: 'simple', description: 'X', total: 'zehn' }))).toEqual([message]);
    expect(errors(validateInvoiceLine({ mode: 'simple', description: 'X', total: null }))).toEqual([message]);
    expect(errors(validateInvoiceLine({ mode: 'simple', description: 'X', total: Number.NaN }))).toEqual([message]);
  });
  it('reports every problem at once', () => {
    expect(errors(validateInvoiceLine({ mode: 'simple', description: '', total: '' }))).toHaveLength(2);
  });
});

describe('advanced invoice line (amount x price)', () => {
  it('2.5 h x 68.00 = 170.00', () => {
    const result = validateInvoiceLine({ mode: 'advanced', description: 'Arbeit', amount: '2.5', price: '68' }, 'service');
    expect(result).toEqual({
      ok: true,
      line: { type: 'service', description: 'Arbeit', amount: 2.5, price: 6_800, total: 17_000, editable: true, removeable: true },
    });
  });
  it('amount 1,5 with a decimal comma x 33.33 = 49.995 -> 50.00; amount 0 is allowed', () => {
    const line = validateInvoiceLine({ mode: 'advanced', description: 'X', amount: '1,5', price: '33.33' });
    expect(line.ok && line.line.total).toBe(5_000);
    const zero = validateInvoiceLine({ mode: 'advanced', description: 'X', amount: 0, price: 10 });
    expect(zero.ok && zero.line.total).toBe(0);
  });
  it("'Die Anzahl muss grösser als oder gleich 0 sein.'", () => {
    const message = 'Die Anzahl muss grösser als oder gleich 0 sein.';
    expect(errors(validateInvoiceLine({ mode: 'advanced', description: 'X', amount: '-1', price: '10' }))).toEqual([message]);
    expect(errors(validateInvoiceLine({ mode: 'advanced', description: 'X', amount: '', price: '10' }))).toEqual([message]);
  });
  it("'Der Preis muss vorhanden sein und eine Zahl sein.'", () => {
    const message = 'Der Preis muss vorhanden sein und eine Zahl sein.';
    expect(errors(validateInvoiceLine({ mode: 'advanced', description: 'X', amount: '1', price: '' }))).toEqual([message]);
    expect(errors(validateInvoiceLine({ mode: 'advanced', description: 'X', amount: '1', price: 'abc' }))).toEqual([message]);
  });
});

describe('at most 3 custom lines', () => {
  const custom = { type: 'custom' as const };
  const other = { type: 'drive' as const };
  it('a fourth custom line cannot be added; other types do not count', () => {
    expect(canAddCustomLine([custom, custom, other, other])).toBe(true);
    expect(canAddCustomLine([custom, custom, custom])).toBe(false);
  });
  it('more than 3 is reported', () => {
    expect(checkCustomLineLimit([custom, custom, custom])).toBeNull();
    expect(checkCustomLineLimit([custom, custom, custom, custom])?.text).toBe('Es sind höchstens 3 eigene Positionen möglich.');
  });
});
