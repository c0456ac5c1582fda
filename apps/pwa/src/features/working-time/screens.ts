import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: the phone's field bundle pays nothing until
// "Zeit" is opened).
export const workingTimeScreens = {
  'time': lazy(() => import('./time-screen').then((m) => ({ default: m.TimeScreen }))),
  'admin/time': lazy(() => import('./admin-time-screen').then((m) => ({ default: m.AdminTimeScreen }))),
} satisfies ScreenMap;
