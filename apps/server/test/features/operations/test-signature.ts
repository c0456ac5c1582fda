// Helpers of the on-site signature tests (issue 19): a report save body with the signature
// part, a signature as the phone sends it, and a complete report an operator may save.
import { randomUUID } from 'node:crypto';
import { JPEG_1X1, pngImage } from '../../support/images';
import { multipart, type MultipartBody, type MultipartPart } from '../../support/multipart';

/** What a signature pad on a phone produces: 600 x 200 pixels. */
export const SIGNATURE_PNG = pngImage(600, 200);

export function signatureFacts(overrides: Record<string, unknown> = {}) {
  return { signerName: 'Hans Muster', signedAt: new Date(Date.now() - 60_000).toISOString(), remark: 'Kratzer am Boden war schon da', ...overrides };
}

/** data (JSON) + images + the `signature` part (when given). */
export function signedReportBody(
  data: unknown,
  signature: Buffer | null,
  images: { id: string; bytes: Buffer; contentType?: string }[] = [],
  extra: MultipartPart[] = [],
): MultipartBody {
  return multipart([
    { name: 'data', value: JSON.stringify(data) },
    ...images.map((f) => ({ name: `image:${f.id}`, file: f.bytes, filename: `${f.id}.jpg`, contentType: f.contentType ?? 'image/jpeg' })),
    ...(signature ? [{ name: 'signature', file: signature, filename: 'signature.png', contentType: 'image/png' }] : []),
    ...extra,
  ]);
}

/** A report an operator may save (truck time, damages, one photo, hours and ratings). */
export function completeReport(team: { operator: number; employee: number }, imageId = randomUUID()) {
  return {
    imageId,
    image: { id: imageId, bytes: JPEG_1X1 },
    data: {
      truckArrivalTime: '07:45',
      damages: false,
      general: 'Küche montiert, alles sauber.',
      rating: 5,
      images: [{ id: imageId, comment: 'Küche fertig', damage: false }],
      hours: [
        { userId: team.operator, hours: 7.5 },
        { userId: team.employee, hours: 6, rating: 4 },
      ],
    },
  };
}
