// The files of a ZIP archive (PostFinance delivers camt.054 zipped), unpacked within the import's
// limits: a zip bomb cannot make the server inflate more than the limits allow.
//
// Own reader of the central directory (about 80 lines) with node:zlib rather than a package:
// the limits must hold for the bytes inflated, not for the sizes an archive claims, and
// zlib's maxOutputLength stops inflating at the limit (a RangeError), whatever the header says.
// Each file's CRC-32 is checked. Read: stored (0) and deflated (8) files; refused: encrypted
// files, ZIP64 and other methods (a bank's camt archive is far below 4 GB).
import { crc32, inflateRawSync } from 'node:zlib';
import { CAMT_TEXTS, PAYMENT_FILE_MAX_BYTES } from '@tragkraft/sync-protocol/camt-texts';
import { CamtError } from './camt-parse';

/** What the request may still unpack: files and bytes (shared by all files of one import). */
export interface UnpackBudget {
  files: number;
  bytes: number;
}

export interface PackedFile {
  fileName: string;
  bytes: Uint8Array;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === LOCAL;
}

function endOfCentralDirectory(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) if (zip.readUInt32LE(at) === END) return at;
  return -1;
}

/** Files of the archive (directories and macOS metadata left out), or CamtError. */
export function unzipCamt(bytes: Uint8Array, fileName: string, budget: UnpackBudget): PackedFile[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const broken = () => new CamtError(CAMT_TEXTS.brokenZip(fileName));
  const end = endOfCentralDirectory(zip);
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw broken();
  const files: PackedFile[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL) throw broken();
      const flags = zip.readUInt16LE(at + 8);
      const method = zip.readUInt16LE(at + 10);
      const crc = zip.readUInt32LE(at + 16);
      const packedSize = zip.readUInt32LE(at + 20);
      const size = zip.readUInt32LE(at + 24);
      const nameLength = zip.readUInt16LE(at + 28);
      const local = zip.readUInt32LE(at + 42);
      const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue;
      if (flags & 0x1 || (method !== 0 && method !== 8) || zip.readUInt32LE(local) !== LOCAL) throw broken();
      budget.files -= 1;
      if (budget.files < 0) throw new CamtError(CAMT_TEXTS.zipTooManyFiles(fileName));
      const limit = Math.min(PAYMENT_FILE_MAX_BYTES, budget.bytes);
      if (size > limit) throw new CamtError(CAMT_TEXTS.zipTooLarge(fileName));
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const packed = zip.subarray(start, start + packedSize);
      if (packed.length !== packedSize) throw broken();
      let content: Buffer;
      try {
        content = method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: limit });
      } catch (error) {
        throw error instanceof RangeError ? new CamtError(CAMT_TEXTS.zipTooLarge(fileName)) : broken();
      }
      if (content.length !== size || crc32(content) !== crc) throw broken();
      budget.bytes -= content.length;
      files.push({ fileName: `${fileName}/${name}`, bytes: content });
    }
  } catch (error) {
    // Offsets past the end of a truncated archive.
    throw error instanceof CamtError ? error : broken();
  }
  return files;
}
