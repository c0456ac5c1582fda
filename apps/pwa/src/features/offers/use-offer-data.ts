import type { ClientDetails } from '@tragkraft/sync-protocol';
import { api } from '../../api/client';
import { useApi } from '../../ui/use-api';
import { bookedDatesPath } from './offer-paths';

export const DETAILS_FAILED = 'Ihre Informationen konnten nicht geladen werden. Bitte laden Sie die Seite neu.';
export const BOOKED_FAILED = 'Die Buchungs-Daten konnten nicht geladen werden. Bitte laden Sie die Seite neu.';

/** The client's details (settings, lists) and the fully booked days of the chosen service. */
export function useOfferData(clientId: number, typeId: number | null) {
  const details = useApi(() => api<ClientDetails>('GET', `/api/client/details/${clientId}`), [clientId], DETAILS_FAILED);
  const booked = useApi(() => api<string[]>('GET', bookedDatesPath(typeId)), [typeId], BOOKED_FAILED);
  return { details, booked };
}
