import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const clientErrorScreens = {
  'admin/client-errors': lazy(() => import('./admin-errors-screen').then((m) => ({ default: m.AdminErrorsScreen }))),
} satisfies ScreenMap;
