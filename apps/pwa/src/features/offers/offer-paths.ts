// The offer calls of the spec: a client works for itself, an admin names the client login
// in the path (…/userId/{userId}).
import type { ServiceKey } from '@tragkraft/domain';

const forUser = (path: string, userId: number | null) => (userId === null ? path : `${path}/userId/${userId}`);

export function calculatePath(service: ServiceKey, userId: number | null): string {
  return forUser(`/api/offer/${service}`, userId);
}

export function loadOfferPath(userId: number | null): string {
  return forUser('/api/offer/loadoffer', userId);
}

export function offerDocumentPath(calcId: number, format: 'pdf' | 'docx'): string {
  return `/api/offer/document/${calcId}/${format}`;
}

/** Booked days of the service's capacity family (floor-based services share one). */
export function bookedDatesPath(typeId: number | null): string {
  return typeId === null ? '/api/stage/bookedDates' : `/api/stage/bookedDates?typeId=${typeId}`;
}
