// Account and reference arithmetic of the Swiss QR-bill, written out so the server checks
// every bill itself before swissqrbill renders it (the library lets some invalid bills pass):
// - QR reference (QRR): 27 digits, the last a modulo-10 recursive check digit;
// - creditor reference (SCOR, ISO 11649): 'RF', two check digits (ISO 7064 mod 97-10), up to
//   21 letters or digits;
// - IBAN: CH/LI, 21 characters, ISO 7064 mod 97-10; a QR-IBAN has an institution id (IID,
//   positions 5-9) from 30000 to 31999 and must be used with a QR reference.

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** The check digit of the modulo-10 recursive method (payment standards, QR reference). */
export function mod10RecursiveCheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new Error('mod 10 recursive needs digits only');
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** Letters count as 10 (A) to 35 (Z); the remainder of the whole number modulo 97. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The 27-digit QR reference of a number (at most 26 digits), left-padded with zeros. */
export function qrReference(number: string | number): string {
  const digits = String(number);
  if (!/^\d{1,26}$/.test(digits)) throw new Error(`a QR reference needs 1 to 26 digits, got '${digits}'`);
  const body = digits.padStart(26, '0');
  return `${body}${mod10RecursiveCheckDigit(body)}`;
}

export function isValidQrReference(reference: string): boolean {
  const ref = compact(reference);
  // All zeros is formally valid but banks refuse it.
  return /^\d{27}$/.test(ref) && !/^0+$/.test(ref) && mod10RecursiveCheckDigit(ref.slice(0, 26)) === Number(ref[26]);
}

/** The ISO 11649 creditor reference 'RF' + check digits + the number (1 to 21 letters/digits). */
export function scorReference(number: string | number): string {
  const body = compact(String(number));
  if (!/^[0-9A-Z]{1,21}$/.test(body)) throw new Error(`a creditor reference needs 1 to 21 letters or digits, got '${body}'`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

export function isValidScorReference(reference: string): boolean {
  const ref = compact(reference);
  return /^RF\d{2}[0-9A-Z]{1,21}$/.test(ref) && mod97(`${ref.slice(4)}${ref.slice(0, 4)}`) === 1;
}

/** A Swiss or Liechtenstein IBAN with correct check digits (spaces allowed). */
export function isValidIban(iban: string): boolean {
  const value = compact(iban);
  return /^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(value) && mod97(`${value.slice(4)}${value.slice(0, 4)}`) === 1;
}

/** A QR-IBAN: institution id 30000 to 31999. */
export function isQrIban(iban: string): boolean {
  const iid = Number(compact(iban).slice(4, 9));
  return iid >= 30_000 && iid <= 31_999;
}

export const compactIban = compact;
