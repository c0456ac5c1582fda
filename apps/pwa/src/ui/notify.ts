// Short messages at the bottom of the screen (texts from the spec). Mantine's notifications
// load with the first message: most starts show none. NotificationsHost mounts their
// container once one is wanted; the store keeps messages shown before it is there.
import type { NotificationData } from '@mantine/notifications';

const listeners = new Set<() => void>();
let wanted = false;
// At most one red note at a time: a new failure replaces the last one, and a success (its
// cause fixed) takes it away, so errors never pile up.
let lastErrorId: string | null = null;
let sequence = 0;

function show(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const previousError = lastErrorId;
  const id = `note-${++sequence}`;
  if (data.color === 'red') lastErrorId = id;
  else if (data.color === 'green') lastErrorId = null;
  // Offline before the service worker took over, the message cannot be shown (Optional).
  import('@mantine/notifications')
    .then(({ notifications }) => {
      if (previousError && previousError !== lastErrorId) notifications.hide(previousError);
      // The close button is an icon only: it needs a name for screen readers (axe button-name).
      notifications.show({ ...data, id, closeButtonProps: { 'aria-label': 'Meldung schliessen' } });
    })
    .catch(() => undefined);
}

/** Green note for a success. */
export function notifySuccess(message: string): void {
  show({ color: 'green', message });
}

/** Orange note: done, but not yet everything (queued on the phone). */
export function notifyWaiting(message: string): void {
  show({ color: 'orange', message });
}

/** Red note for a failure. */
export function notifyError(message: string): void {
  show({ color: 'red', message, autoClose: 8000 });
}

export function notificationsWanted(): boolean {
  return wanted;
}

export function onNotificationsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
