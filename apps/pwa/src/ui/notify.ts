// Short messages at the bottom of the screen (texts from the spec). Mantine's notifications
// load with the first message: most starts show none. NotificationsHost mounts their
// container once one is wanted; the store keeps messages shown before it is there.
import type { NotificationData } from '@mantine/notifications';

const listeners = new Set<() => void>();
let wanted = false;

function show(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // Offline before the service worker took over, the message cannot be shown (Optional).
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(data))
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
