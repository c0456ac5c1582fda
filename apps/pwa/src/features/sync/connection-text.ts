// The sync panel's line about the connection, without I/O (issue 27).
import type { OutboxItem } from '../../offline/field-types';

/**
 * The panel's line about the connection. It never claims a connection while the last try
 * of a waiting item found no server: the network may be there, the server is not reached.
 */
export function connectionText(online: boolean, items: Pick<OutboxItem, 'status' | 'lastStatus'>[], sending: number): string {
  if (!online) return 'Keine Verbindung: Änderungen bleiben auf dem Gerät.';
  if (sending > 0) return 'Wird gesendet …';
  if (items.some((i) => i.status === 'pending' && i.lastStatus === 0)) return 'Der Server ist nicht erreichbar: Änderungen bleiben auf dem Gerät, ein neuer Versuch folgt von selbst.';
  return 'Verbindung vorhanden';
}
