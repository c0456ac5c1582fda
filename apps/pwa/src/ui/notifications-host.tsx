import { lazy, useSyncExternalStore } from 'react';
import { loadAllStyles } from './all-styles';
import { notificationsWanted, onNotificationsWanted } from './notify';
import { Optional } from './optional';

const Notifications = lazy(() => Promise.all([loadAllStyles(), import('./notifications-container')]).then(([, m]) => ({ default: m.NotificationsContainer })));

/** Mounts Mantine's notifications once the first message is shown (ui/notify.ts). */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(onNotificationsWanted, notificationsWanted);
  if (!wanted) return null;
  return (
    <Optional>
      <Notifications />
    </Optional>
  );
}
