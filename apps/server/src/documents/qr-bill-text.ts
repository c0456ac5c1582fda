// Text fields of the QR-bill: the permitted character set of the implementation guidelines
// (2.3: Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €), the field lengths,
// and the structured (type S) address made from a free billing address.
import { sameName } from './recipient-lines';

/** Field lengths of the QR-bill (structured address, message). */
export const QR_LIMITS = { name: 70, street: 70, buildingNumber: 16, zip: 16, city: 35, message: 140 } as const;

function permitted(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0x17f) ||
    (code >= 0x218 && code <= 0x21b) ||
    code === 0x20ac
  );
}

const LOOK_ALIKES: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201c': '"', '\u201d': '"', '\u201e': '"',
  '\u2013': '-', '\u2014': '-', '\u2212': '-', '\u2026': '...', '\u00a0': ' ', '\u202f': ' ',
};

/** Only permitted characters (look-alikes replaced, accents dropped where needed), one line, cut to `max`. */
export function qrText(text: string, max: number): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (permitted(code) && code !== 0xa0) out += char;
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base && [...base].every((c) => permitted(c.codePointAt(0)!))) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** True when every character of `text` is in the QR-bill character set. */
export function isQrCharset(text: string): boolean {
  return [...text].every((char) => permitted(char.codePointAt(0)!));
}

export interface StructuredAddress {
  name: string;
  /** Street without the building number. */
  address: string;
  buildingNumber?: string;
  zip: string;
  city: string;
  country: string;
}

const ZIP_CITY = /^(?:(CH|LI|FL)[- ])?(\d{4})\s+(.+)$/i;
const STREET_NUMBER = /^(.*?\D)\s*(\d+\s?[a-zA-Z]?(?:[-/]\d+[a-zA-Z]?)?)$/;

/**
 * A best-effort structured address from a billing address of several lines (name first, then
 * street, then '8004 Zürich'). The last line with a Swiss postcode gives zip and city, the line
 * before it street and building number. null when there is no such line.
 */
export function structuredAddress(name: string, lines: string[]): StructuredAddress | null {
  const clean = lines.map((line) => line.trim()).filter(Boolean);
  const zipIndex = clean.findLastIndex((line) => ZIP_CITY.test(line));
  if (zipIndex < 0) return null;
  const [, prefix, zip, city] = ZIP_CITY.exec(clean[zipIndex]!)!;
  const streetLine = zipIndex > 0 && !sameName(clean[zipIndex - 1]!, name) ? clean[zipIndex - 1]! : '';
  const match = STREET_NUMBER.exec(streetLine);
  const street = match ? match[1]!.trim() : streetLine;
  const country = prefix && /^(LI|FL)$/i.test(prefix) ? 'LI' : 'CH';
  return {
    name: qrText(name, QR_LIMITS.name),
    address: qrText(street, QR_LIMITS.street),
    ...(match ? { buildingNumber: qrText(match[2]!, QR_LIMITS.buildingNumber) } : {}),
    zip: qrText(zip!, QR_LIMITS.zip),
    city: qrText(city!, QR_LIMITS.city),
    country,
  };
}
