import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

const StaffScreen = lazy(() => import('./staff-screen').then((m) => ({ default: m.StaffScreen })));

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const userScreens = {
  'admin/employees': StaffScreen,
  'admin/admin': StaffScreen,
} satisfies ScreenMap;
