import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const notificationSettingsScreens = {
  'admin/notifications': lazy(() => import('./notifications-screen').then((m) => ({ default: m.NotificationsScreen }))),
} satisfies ScreenMap;
