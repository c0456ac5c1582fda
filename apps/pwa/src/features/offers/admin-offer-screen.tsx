import type { ClientLogin } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { ClientLoginPicker } from './client-login-picker';
import { OfferWorkspace } from './offer-workspace';

/** /admin/offer: choose a client login, then the offer screen on its behalf. */
export function AdminOfferScreen() {
  const [login, setLogin] = useState<ClientLogin | null>(null);
  if (!login) return <ClientLoginPicker onPick={setLogin} />;
  return (
    <OfferWorkspace
      key={login.userId}
      clientId={login.clientId}
      userId={login.userId}
      admin
      subtitle={`Für ${login.firstName} ${login.lastName}, ${login.company} (${login.email})`}
      onBack={() => setLogin(null)}
    />
  );
}
