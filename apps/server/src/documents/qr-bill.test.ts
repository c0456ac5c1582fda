import { describe, expect, it } from 'vitest';
import { readCompany } from '../config';
import { AppError } from '../plugins/errors';
import { buildQrBill, checkCreditor, QR_MAX_AMOUNT } from './qr-bill';
import { isQrIban, isValidIban, isValidQrReference, isValidScorReference, mod10RecursiveCheckDigit, qrReference, scorReference } from './qr-bill-reference';
import { isQrCharset, qrText, structuredAddress } from './qr-bill-text';

const company = readCompany({});
const bank = { ...company, iban: 'CH93 0076 2011 6238 5295 7' };

describe('[qr-bill] references and accounts', () => {
  it('QR reference: 26 digits left-padded plus the modulo-10 recursive check digit (SIX example)', () => {
    expect(qrReference('21000000000313947143000901')).toBe('210000000003139471430009017');
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isValidQrReference('210000000003139471430009018')).toBe(false);
    expect(qrReference(123)).toBe('000000000000000000000001236');
    expect(qrReference('20260001')).toBe(`${'20260001'.padStart(26, '0')}${mod10RecursiveCheckDigit('20260001'.padStart(26, '0'))}`);
    expect(isValidQrReference(qrReference('20260001'))).toBe(true);
    expect(isValidQrReference('0'.repeat(27))).toBe(false);
    expect(() => qrReference('12a')).toThrow();
    expect(() => qrReference('1'.repeat(27))).toThrow();
  });

  it('creditor reference ISO 11649: RF + mod 97-10 check digits (ISO example)', () => {
    expect(scorReference('539007547034')).toBe('RF18539007547034');
    expect(isValidScorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidScorReference('RF19539007547034')).toBe(false);
    expect(isValidScorReference(scorReference('20260001'))).toBe(true);
    expect(() => scorReference('1'.repeat(22))).toThrow();
  });

  it('IBAN check digits and QR-IBAN institution ids', () => {
    expect(isValidIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false);
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(() => checkCreditor({ ...company, iban: 'CH00 1234' })).toThrow(/COMPANY_IBAN/);
    expect(() => checkCreditor(company)).not.toThrow();
  });
});

describe('[qr-bill] text fields', () => {
  it('keeps the permitted character set, replaces look-alikes and drops the rest', () => {
    expect(qrText('Rechnung 12 – «Küche» ‘A’', 140)).toBe("Rechnung 12 - «Küche» 'A'");
    expect(qrText('Łódź, Ștefan, 5 €', 140)).toBe('Łódź, Ștefan, 5 €');
    expect(qrText('Ω Büro 🚚\nZeile 2', 140)).toBe('Büro Zeile 2');
    expect(isQrCharset(qrText('ǅemal Ǆ', 140))).toBe(true);
    expect(qrText('x'.repeat(80), 70)).toHaveLength(70);
  });

  it('structures a billing address best effort', () => {
    expect(structuredAddress('Alpenbau Generalunternehmung GmbH', ['Alpenbau GU GmbH', 'Bahnhofstrasse 5', '3011 Bern'])).toEqual({
      name: 'Alpenbau Generalunternehmung GmbH', address: 'Bahnhofstrasse', buildingNumber: '5', zip: '3011', city: 'Bern', country: 'CH',
    });
    expect(structuredAddress('A AG', ['A AG', 'Rue du Lac 12b', 'CH-1200 Genève'])).toMatchObject({ address: 'Rue du Lac', buildingNumber: '12b', zip: '1200', city: 'Genève', country: 'CH' });
    expect(structuredAddress('B AG', ['B AG', 'Äulestrasse 30', 'FL-9490 Vaduz'])).toMatchObject({ address: 'Äulestrasse', buildingNumber: '30', country: 'LI' });
    expect(structuredAddress('C AG', ['C AG', 'Postfach', '8021 Zürich'])).toEqual({ name: 'C AG', address: 'Postfach', zip: '8021', city: 'Zürich', country: 'CH' });
    expect(structuredAddress('D AG', ['D AG', 'irgendwo'])).toBeNull();
  });
});

describe('[qr-bill] the server checks the bill before swissqrbill', () => {
  const input = { amount: 100, referenceNumber: '20260001', message: 'Rechnung 20260001', debtor: null };
  const status = (run: () => unknown) => {
    try {
      run();
      return 200;
    } catch (error) {
      return error instanceof AppError ? error.status : 500;
    }
  };

  it('amount 0.01 to 999999999.99 CHF in whole Rappen', () => {
    expect(status(() => buildQrBill(company, { ...input, amount: 0 }))).toBe(400);
    expect(status(() => buildQrBill(company, { ...input, amount: -100 }))).toBe(400);
    expect(status(() => buildQrBill(company, { ...input, amount: 1.5 }))).toBe(400);
    expect(status(() => buildQrBill(company, { ...input, amount: QR_MAX_AMOUNT + 1 }))).toBe(400);
    expect(buildQrBill(company, { ...input, amount: QR_MAX_AMOUNT }).data.amount).toBe(999_999_999.99);
    expect(buildQrBill(company, { ...input, amount: 1 }).data.amount).toBe(0.01);
  });

  it('QR-IBAN: QR reference required; IBAN: RF reference or none', () => {
    expect(buildQrBill(company, input)).toMatchObject({ referenceType: 'QRR', reference: qrReference('20260001') });
    expect(status(() => buildQrBill(company, { ...input, referenceNumber: null }))).toBe(400);
    expect(buildQrBill(bank, input)).toMatchObject({ referenceType: 'SCOR', reference: scorReference('20260001') });
    const none = buildQrBill(bank, { ...input, referenceNumber: null, message: 'Anzahlung' });
    expect(none).toMatchObject({ referenceType: 'NON', reference: '' });
    expect(none.data.reference).toBeUndefined();
  });

  it('creditor from the configuration, cleaned message', () => {
    const bill = buildQrBill(company, { ...input, message: 'Rechnung – 20260001 🚚' });
    expect(bill.data.creditor).toEqual({ account: 'CH4431999123000889012', name: 'Tragkraft AG', address: 'Rautistrasse', buildingNumber: '12', zip: '8048', city: 'Zürich', country: 'CH' });
    expect(bill.data.message).toBe('Rechnung - 20260001');
  });
});
