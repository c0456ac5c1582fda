import { useSyncExternalStore } from 'react';
import { lazyWithAllStyles } from './all-styles';
import { notificationsWanted, onNotificationsWanted } from './notify';
import { Optional } from './optional';

const Notifications = lazyWithAllStyles(() => import('./notifications-container').then((m) => m.NotificationsContainer));

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
