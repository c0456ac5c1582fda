// An uploaded image is streamed to a temporary file while its first bytes are kept: they tell
// the type (magic bytes, never the name or claimed type) and the pixel size (image-size reads
// the header only). Huge pixel counts are refused because every later step (thumbnails,
// PDFs, the phone that shows it) would decode the whole bitmap into memory.
import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { OPERATION_TEXTS } from '@tragkraft/sync-protocol';
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
}

/** Width and height from the header; 400 when unreadable, too many pixels or a side too long. */
function checkPixels(head: Uint8Array, limits: PixelLimits): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(head);
  } catch {
    throw badRequest(OPERATION_TEXTS.imageUnreadable);
  }
  const { width, height } = size;
  if (!width || !height) throw badRequest(OPERATION_TEXTS.imageUnreadable);
  if (width > limits.imageMaxSide || height > limits.imageMaxSide || width * height > limits.imageMaxPixels) {
    throw badRequest(OPERATION_TEXTS.imageDimensionsTooLarge);
  }
}

/**
 * Writes a file part to `tempFile`, hashing it on the way (the idempotency record compares
 * the sha256). The type is checked as soon as the first bytes are in, the pixel size at the
 * end; a refused or broken file is removed before the error goes up.
 */
export async function streamImage(file: Readable & { truncated?: boolean }, tempFile: string, limits: PixelLimits): Promise<StreamedImage> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let sizeBytes = 0;
  let type: ImageType | null = null;
  const out = await open(tempFile, 'wx', 0o600);
  try {
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        if (headLength < IMAGE_HEAD_BYTES) {
          head.push(chunk);
          headLength += chunk.length;
        }
        if (type === null && headLength >= TYPE_BYTES) {
          type = detectImageType(Buffer.concat(head));
          if (!type) throw badRequest(OPERATION_TEXTS.imageTypeRefused);
        }
        hash.update(chunk);
        sizeBytes += chunk.length;
        await out.write(chunk);
      }
    } finally {
      await out.close();
    }
    if (file.truncated) throw new AppError(413, 'payloadTooLarge', OPERATION_TEXTS.imageTooLarge);
    const first = Buffer.concat(head).subarray(0, IMAGE_HEAD_BYTES);
    type ??= detectImageType(first);
    if (!type) throw badRequest(OPERATION_TEXTS.imageTypeRefused);
    checkPixels(first, limits);
    return { tempFile, sizeBytes, sha256: hash.digest('hex'), type };
  } catch (error) {
    await rm(tempFile, { force: true });
    throw error;
  }
}
