import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The thanks after "Auftrag erteilen". It promises the confirmation mail only when one goes
 * (the admin may switch it off: the server then answers no address), and an admin ordering
 * for a client is pointed to the back office's orders, not to the client's list (issue 27).
 */
export function OrderedAlert({ confirmationTo, admin }: { confirmationTo: string; admin: boolean }) {
  if (admin) {
    return (
      <Alert color="green" variant="light" title="Der Auftrag ist erfasst." role="status">
        {confirmationTo ? `Die Auftragsbestätigung geht in wenigen Minuten per E-Mail an ${confirmationTo}. ` : 'Es geht keine Auftragsbestätigung per E-Mail (in den Benachrichtigungen ausgeschaltet). '}
        Sie finden den Auftrag unter <Anchor component={Link} to="/admin/orders">Aufträge</Anchor>.
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" title="Vielen Dank für Ihren Auftrag!" role="status">
      {confirmationTo ? `Die Auftragsbestätigung erhalten Sie in wenigen Minuten per E-Mail an ${confirmationTo}. ` : ''}
      Sie können den Auftrag unter <Anchor component={Link} to="/orders">Ihre Aufträge</Anchor> ansehen und bearbeiten.
    </Alert>
  );
}
