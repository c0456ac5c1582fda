import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened, charts included).
export const analyticsScreens = {
  'admin/client-analytics': lazy(() => import('./client-analytics-screen').then((m) => ({ default: m.ClientAnalyticsScreen }))),
  'admin/user-analytics': lazy(() => import('./user-analytics-screen').then((m) => ({ default: m.UserAnalyticsScreen }))),
} satisfies ScreenMap;
