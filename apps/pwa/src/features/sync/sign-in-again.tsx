import { Alert, Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

/** A 401 paused the sync: everything stays on the phone until the user signs in again. */
export function SignInAgainAlert() {
  const location = useLocation();
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  return (
    <Alert color="orange" variant="light" role="alert" title="Bitte melden Sie sich neu an">
      Ihre Anmeldung ist abgelaufen. Alle Änderungen bleiben auf diesem Gerät gespeichert und werden nach der Anmeldung gesendet.{' '}
      <Anchor component={Link} to={`/login?returnUrl=${returnUrl}`}>
        Zur Anmeldung
      </Anchor>
    </Alert>
  );
}
