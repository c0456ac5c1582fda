// An uploaded image is streamed to a temporary file while its first bytes are kept: they tell
// the type (magic bytes, never the name or claimed type) and the pixel size (image-size reads
// the header only). Huge pixel counts are refused because every later step (thumbnails,
// PDFs, the phone that shows it) would decode the whole bitmap into memory.
import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import {
  OPERATION_SIGNATURE_MAX_HEIGHT,
  OPERATION_SIGNATURE_MAX_WIDTH,
  OPERATION_SIGNATURE_MIN_HEIGHT,
  OPERATION_SIGNATURE_MIN_WIDTH,
  REPORT_UPLOAD_TEXTS,
} from '@tragkraft/sync-protocol';
import { pngBitDepth } from '../../documents/pdf-image-bounds';
import { AppError, badRequest } from '../../plugins/errors';
import { detectImageType, type ImageType } from '../../plugins/storage';

/** Bytes kept from the start of each file: enough for the type and the header with the size. */
const IMAGE_HEAD_BYTES = 256 * 1024;
const TYPE_BYTES = 12;

export interface PixelLimits {
  imageMaxPixels: number;
  imageMaxSide: number;
}

export interface StreamedImage {
  tempFile: string;
  sizeBytes: number;
  sha256: string;
  type: ImageType;
  width: number;
  height: number;
}

/** What a kind of upload accepts: its types and pixel bounds, each refusal with its text. */
export interface ImageRules {
  /** Whether a detected type (null: none of JPEG, PNG, WebP) is taken; refused with typeRefused. */
  accepts(type: ImageType | null): boolean;
  typeRefused: string;
  tooLarge: string;
  unreadable: string;
  /** Throws the refusal of a size out of bounds. */
  checkSize(width: number, height: number): void;
  /** Throws the refusal of a header this kind does not take (a 16-bit signature). */
  checkHeader?(head: Uint8Array): void;
}


/** The site photos' rules: JPEG, PNG or WebP up to the configured pixels. */
export function photoRules(limits: PixelLimits): ImageRules {
  return {
    accepts: (type) => type !== null,
    typeRefused: REPORT_UPLOAD_TEXTS.imageTypeRefused,
    tooLarge: REPORT_UPLOAD_TEXTS.imageTooLarge,
    unreadable: REPORT_UPLOAD_TEXTS.imageUnreadable,
    checkSize(width, height) {
      if (width > limits.imageMaxSide || height > limits.imageMaxSide || width * height > limits.imageMaxPixels) {
        throw badRequest(REPORT_UPLOAD_TEXTS.imageDimensionsTooLarge);
      }
    },
  };
}

/** The on-site signature's rules: PNG only (what a signature pad draws), bounded both ways. */
export function signatureRules(): ImageRules {
  return {
    accepts: (type) => type?.mimeType === 'image/png',
    typeRefused: REPORT_UPLOAD_TEXTS.signatureTypeRefused,
    tooLarge: REPORT_UPLOAD_TEXTS.signatureTooLarge,
    unreadable: REPORT_UPLOAD_TEXTS.signatureUnreadable,
    checkSize(width, height) {
      if (width > OPERATION_SIGNATURE_MAX_WIDTH || height > OPERATION_SIGNATURE_MAX_HEIGHT) throw badRequest(REPORT_UPLOAD_TEXTS.signatureDimensionsTooLarge);
      if (width < OPERATION_SIGNATURE_MIN_WIDTH || height < OPERATION_SIGNATURE_MIN_HEIGHT) throw badRequest(REPORT_UPLOAD_TEXTS.signatureTooSmall);
    },
    // Refused, not re-encoded: the server has no image library, and a pad draws 8 bits.
    checkHeader(head) {
      if ((pngBitDepth(head) ?? 0) > 8) throw badRequest(REPORT_UPLOAD_TEXTS.signatureBitDepth);
    },
  };
}

/** Width and height from the header; 400 when unreadable or out of the rules' bounds. */
function checkPixels(head: Uint8Array, rules: ImageRules): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(head);
  } catch {
    throw badRequest(rules.unreadable);
  }
  const { width, height } = size;
  if (!width || !height) throw badRequest(rules.unreadable);
  rules.checkSize(width, height);
  rules.checkHeader?.(head);
  return { width, height };
}

/**
 * Writes a file part to `tempFile`, hashing it on the way (the idempotency record compares
 * the sha256). The type is checked as soon as the first bytes are in, the pixel size at the
 * end; a refused or broken file is removed before the error goes up.
 */
export async function streamImage(file: Readable & { truncated?: boolean }, tempFile: string, rules: ImageRules): Promise<StreamedImage> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let sizeBytes = 0;
  let type: ImageType | null = null;
  let typeChecked = false;
  const out = await open(tempFile, 'wx', 0o600);
  try {
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        if (headLength < IMAGE_HEAD_BYTES) {
          head.push(chunk);
          headLength += chunk.length;
        }
        if (!typeChecked && headLength >= TYPE_BYTES) {
          type = detectImageType(Buffer.concat(head));
          typeChecked = true;
          if (!rules.accepts(type)) throw badRequest(rules.typeRefused);
        }
        hash.update(chunk);
        sizeBytes += chunk.length;
        await out.write(chunk);
      }
    } catch (error) {
      // The part passed the byte limit (@fastify/multipart throws while it is read).
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules.tooLarge);
      throw error;
    } finally {
      await out.close();
    }
    if (file.truncated) throw tooLarge(rules.tooLarge);
    const first = Buffer.concat(head).subarray(0, IMAGE_HEAD_BYTES);
    if (!typeChecked) type = detectImageType(first);
    if (!type || !rules.accepts(type)) throw badRequest(rules.typeRefused);
    const { width, height } = checkPixels(first, rules);
    return { tempFile, sizeBytes, sha256: hash.digest('hex'), type, width, height };
  } catch (error) {
    await rm(tempFile, { force: true });
    throw error;
  }
}

const tooLarge = (text: string) => new AppError(413, 'payloadTooLarge', text);
