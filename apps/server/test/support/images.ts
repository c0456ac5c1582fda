// Tiny valid images for upload tests (1x1 pixel), and bytes that only pretend to be one.
import { crc32, deflateSync } from 'node:zlib';

/** 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** 1x1 grey baseline JPEG. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
    'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** 1x1 lossy WebP. */
export const WEBP_1X1 = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

/** A GIF: a real image, but not one of the accepted types. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Text that a client might label image/jpeg. */
export const NOT_AN_IMAGE = Buffer.from('<html><script>alert(1)</script></html>', 'utf8');

/**
 * A real RGBA PNG of any size, like a signature pad draws it: transparent, with a dark stroke
 * from corner to corner. Built by hand (zlib and crc32), as the server has no image library.
 */
export function pngImage(width: number, height: number, bitDepth: 8 | 16 = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 6, 0, 0, 0], 8); // 8 (or 16) bits, RGBA, deflate, no filter, no interlace
  const bytesPerPixel = (4 * bitDepth) / 8;
  const rowLength = 1 + width * bytesPerPixel;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    const x = Math.round((y / Math.max(1, height - 1)) * (width - 1));
    for (let dx = -2; dx <= 2; dx++) {
      const px = x + dx;
      if (px < 0 || px >= width) continue;
      pixels.fill(200, y * rowLength + 1 + px * bytesPerPixel, y * rowLength + 1 + (px + 1) * bytesPerPixel);
    }
  }
  return Buffer.concat([PNG_SIGNATURE_BYTES, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
