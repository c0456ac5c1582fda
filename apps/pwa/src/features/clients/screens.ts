import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const clientScreens = {
  'admin/clients': lazy(() => import('./clients-screen').then((m) => ({ default: m.ClientsScreen }))),
} satisfies ScreenMap;
