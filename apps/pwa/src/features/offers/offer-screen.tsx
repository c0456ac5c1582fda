import { Alert } from '@mantine/core';
import { useSession } from '../../auth/session-store';
import { OfferWorkspace } from './offer-workspace';

/** /offer: the client's own offers and orders. */
export function OfferScreen() {
  const session = useSession();
  const clientId = session?.user.clientId ?? null;
  if (clientId === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        Ihre Informationen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
      </Alert>
    );
  }
  return <OfferWorkspace clientId={clientId} userId={null} admin={false} />;
}
