// Photos are compressed on the phone before they are stored and queued: JPEG quality 0.8
// (spec), scaled to fit within twice the base maximum of 1280 x 1280 px (the spec does not
// show its base values; 1280 is the usual web photo size), so at most 2560 px on the long
// side, and aimed at 1.5 MB. A phone photo of 4 to 12 MB becomes roughly 0.4 to 1.5 MB,
// well under the server's 8 MB per image. The web worker variant would load its script from
// a CDN, which is not there on a building site, so compression runs on the page.
import imageCompression from 'browser-image-compression';

const PHOTO_BASE_MAX_PX = 1280;
const PHOTO_MAX_PX = 2 * PHOTO_BASE_MAX_PX;
const PHOTO_QUALITY = 0.8;
const PHOTO_TARGET_MB = 1.5;

export async function compressPhoto(file: File): Promise<{ bytes: ArrayBuffer; mimeType: string }> {
  const compressed = await imageCompression(file, {
    fileType: 'image/jpeg',
    initialQuality: PHOTO_QUALITY,
    maxWidthOrHeight: PHOTO_MAX_PX,
    maxSizeMB: PHOTO_TARGET_MB,
    useWebWorker: false,
  });
  return { bytes: await compressed.arrayBuffer(), mimeType: 'image/jpeg' };
}
