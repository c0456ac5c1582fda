// Test helper: reads the QR-bill of a PDF the way a banking app would. The last page is
// rendered to a greyscale image with poppler's pdftoppm and the QR code decoded with zbar's
// zbarimg (Debian packages poppler-utils and zbar-tools). zbar cannot read codes whose central
// alignment pattern is covered, which the Swiss cross of every QR-bill does; when it finds
// nothing, the 7 x 7 mm cross (whose modules the error correction restores) is painted white
// at its fixed place in the payment part (QR code 67 mm from the left, 17 mm below the top of
// the 105 mm payment part at the foot of the A4 page) and the image read again. Only the
// payment part of the last page is rendered (decodeQrBill).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DPI = 300;

/** null when pdftoppm and zbarimg are installed, else what is missing. */
function qrToolsMissing(): string | null {
  const missing = [['pdftoppm', '-v', 'poppler-utils'], ['zbarimg', '--version', 'zbar-tools']]
    .filter(([command, flag]) => spawnSync(command!, [flag!]).error !== undefined)
    .map(([command, , pkg]) => `${command} (Debian package ${pkg})`);
  return missing.length > 0 ? `QR-bill decoding needs ${missing.join(' and ')}` : null;
}

/**
 * Whether the QR-bill decoding tests skip: only where a tool is missing AND the run does not
 * require them. `npm test` (scripts/test.sh) installs the tools and sets REQUIRE_QR_TOOLS=1, so
 * there a missing tool makes the tests run and fail (decodeQrBill names what is missing) instead
 * of passing unnoticed as skipped.
 */
export function skipQrDecoding(): boolean {
  const missing = qrToolsMissing();
  if (missing === null || process.env.REQUIRE_QR_TOOLS === '1') return false;
  console.warn(`QR-bill decoding tests skipped: ${missing} (REQUIRE_QR_TOOLS=1 makes them fail instead)`);
  return true;
}

function readPgm(file: string): { width: number; height: number; offset: number; bytes: Buffer } {
  const bytes = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  return { width: Number(header[1]), height: Number(header[2]), offset: header[0].length, bytes };
}

function maskSwissCross(file: string): string {
  const { width, height, offset, bytes } = readPgm(file);
  const px = DPI / 25.4;
  const centreX = (67 + 23) * px;
  const centreY = height - (105 - 17 - 23) * px;
  const half = 3.7 * px;
  for (let y = Math.floor(centreY - half); y <= Math.ceil(centreY + half); y++) {
    for (let x = Math.floor(centreX - half); x <= Math.ceil(centreX + half); x++) bytes[offset + y * width + x] = 255;
  }
  const masked = file.replace(/\.pgm$/, '-masked.pgm');
  writeFileSync(masked, bytes);
  return masked;
}

function zbar(file: string): string {
  const result = spawnSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' });
  return result.stdout.replace(/\n$/, '');
}

/** The pages of a PDF as PDFKit writes it (page objects are plain dictionaries there); 0 when none is found. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/**
 * The payload of the QR code on the last page of the PDF ('' when none is found). Only the
 * payment part (the foot of the last page, full width) is rendered: the same pixels where the
 * code is, a third of the page's work for pdftoppm and zbar.
 */
export function decodeQrBill(pdf: Buffer): string {
  const missing = qrToolsMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'tragkraft-qr-'));
  try {
    writeFileSync(join(dir, 'bill.pdf'), pdf);
    const px = (mm: number) => String(Math.round((mm * DPI) / 25.4));
    const last = pageCount(pdf);
    const pages = last > 0 ? ['-f', String(last), '-l', String(last)] : [];
    const crop = ['-x', '0', '-y', px(297 - 105), '-W', px(210), '-H', px(105)];
    const render = spawnSync('pdftoppm', ['-r', String(DPI), '-gray', ...pages, ...crop, join(dir, 'bill.pdf'), join(dir, 'page')]);
    if (render.status !== 0) throw new Error(`pdftoppm failed: ${render.stderr.toString()}`);
    const image = readdirSync(dir).filter((name) => name.endsWith('.pgm')).sort().at(-1);
    if (!image) throw new Error('pdftoppm wrote no page');
    const page = join(dir, image);
    return zbar(page) || zbar(maskSwissCross(page));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fields of a QR-bill payload (Swiss Implementation Guidelines 2.x, version 0200). */
export function qrFields(payload: string) {
  const f = payload.split(/\r?\n/);
  return {
    lines: f,
    header: f.slice(0, 3),
    account: f[3],
    creditor: { type: f[4], name: f[5], street: f[6], buildingNumber: f[7], zip: f[8], city: f[9], country: f[10] },
    ultimateCreditor: f.slice(11, 18),
    amount: f[18],
    currency: f[19],
    debtor: { type: f[20], name: f[21], street: f[22], buildingNumber: f[23], zip: f[24], city: f[25], country: f[26] },
    referenceType: f[27],
    reference: f[28],
    message: f[29],
    trailer: f[30],
  };
}

/** Modulo 10 recursive (QR reference), written independently of the server's code. */
export function qrReferenceCheckDigitOk(reference: string): boolean {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of reference.slice(0, -1)) carry = table[(carry + Number(digit)) % 10]!;
  return /^\d{27}$/.test(reference) && (10 - carry) % 10 === Number(reference.at(-1));
}

/** ISO 7064 mod 97-10 (creditor reference and IBAN), with BigInt. */
export function mod97Ok(value: string): boolean {
  const moved = `${value.slice(4)}${value.slice(0, 4)}`.toUpperCase();
  const digits = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n === 1n;
}
