import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened, drag and drop with it).
export const boardScreens: ScreenMap = {
  'admin/board': lazy(() => import('./board-screen').then((m) => ({ default: m.BoardScreen }))),
};
