// Which stored images a PDF may embed (issue 29). pdfkit copies a JPEG into the PDF as it is,
// but decodes a PNG into raw pixels (4 bytes each, twice that at 16 bits per channel, and once
// more for its transparency mask). Every PDF takes a PNG only up to these bounds; a larger one
// (a photo, or a signature stored before the upload bound) is left out and the report says so.
import { imageSize } from 'image-size';

/** The most pixels of a PNG in a PDF: six photos of this size stay within some 100 MB. */
const PDF_PNG_MAX_PIXELS = 4_000_000;
const PDF_PNG_MAX_BIT_DEPTH = 8;

/** Bits per channel of a PNG (IHDR: after the 8-byte signature, the chunk's length and type, width and height). */
export function pngBitDepth(head: Uint8Array): number | undefined {
  return head[24];
}

/** Whether a PDF may embed this image: any JPEG; a PNG within the pixel and bit bounds. */
export function embeddableInPdf(mimeType: string, content: Buffer): boolean {
  if (mimeType === 'image/jpeg') return true;
  if (mimeType !== 'image/png') return false;
  try {
    const { width = 0, height = 0 } = imageSize(content);
    return width * height <= PDF_PNG_MAX_PIXELS && (pngBitDepth(content) ?? Infinity) <= PDF_PNG_MAX_BIT_DEPTH;
  } catch {
    return false;
  }
}
