import { describe, expect, it } from 'vitest';
import { readTypedDate } from './typed-date';

describe('typed dates (issue 15 item 3)', () => {
  it('takes dd.mm.yyyy and d.m.yy as the spec parses them', () => {
    expect(readTypedDate('24.03.2027')).toEqual({ ok: true, value: '2027-03-24' });
    expect(readTypedDate('4.3.27')).toEqual({ ok: true, value: '2027-03-04' });
    expect(readTypedDate(' ')).toEqual({ ok: true, value: null });
  });
  it('says in German which part could not be read', () => {
    expect(readTypedDate('xx.03.2027')).toMatchObject({ ok: false, message: expect.stringMatching(/^Der Tag ist ungültig/) });
    expect(readTypedDate('30.02.2027')).toMatchObject({ ok: false, message: expect.stringMatching(/^Der Tag ist ungültig/) });
    expect(readTypedDate('24.13.2027')).toMatchObject({ ok: false, message: expect.stringMatching(/^Der Monat ist ungültig/) });
    expect(readTypedDate('24.03')).toMatchObject({ ok: false, message: expect.stringMatching(/^Das Jahr ist ungültig/) });
  });
  it('keeps the calendar limits: no earlier day, no booked day', () => {
    expect(readTypedDate('01.03.2027', { minDate: '2027-03-02' })).toEqual({ ok: false, message: 'Das Datum muss am 02.03.2027 oder später sein.' });
    expect(readTypedDate('02.03.2027', { excluded: (iso) => iso === '2027-03-02' })).toEqual({ ok: false, message: 'Der 02.03.2027 ist bereits ausgebucht.' });
  });
});

describe('typed times: always 24 h (issue 15)', () => {
  it('normalises to HH:MM and explains what is wrong in German', async () => {
    const { readTypedTime } = await import('./time-text-input');
    expect(readTypedTime('7:30')).toEqual({ ok: true, value: '07:30' });
    expect(readTypedTime('19:05')).toEqual({ ok: true, value: '19:05' });
    expect(readTypedTime('')).toEqual({ ok: true, value: '' });
    expect(readTypedTime('730')).toEqual({ ok: false, message: 'Bitte die Zeit mit Doppelpunkt eingeben (z. B. 07:30).' });
    expect(readTypedTime('24:00')).toEqual({ ok: false, message: 'Ungültige Zeit: bitte HH:MM von 00:00 bis 23:59 eingeben.' });
  });
});
