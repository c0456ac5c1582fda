import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const dunningScreens = {
  'admin/open-items': lazy(() => import('./open-items-screen').then((m) => ({ default: m.OpenItemsScreen }))),
} satisfies ScreenMap;
