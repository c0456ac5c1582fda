import { useApi } from '../../ui/use-api';
import { loadBookedDates, loadClientDetails } from './offers-api';

const DETAILS_FAILED = 'Ihre Informationen konnten nicht geladen werden. Bitte laden Sie die Seite neu.';
const BOOKED_FAILED = 'Die Buchungs-Daten konnten nicht geladen werden. Bitte laden Sie die Seite neu.';

/** The client's details (settings, lists) and the fully booked days of the chosen service. */
export function useOfferData(clientId: number, typeId: number | null) {
  const details = useApi(() => loadClientDetails(clientId), [clientId], DETAILS_FAILED);
  const booked = useApi(() => loadBookedDates(typeId), [typeId], BOOKED_FAILED);
  return { details, booked };
}
