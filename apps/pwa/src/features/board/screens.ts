import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened, drag and drop with it).
export const boardScreens = {
  'admin/board': lazy(() => {
    // The week's data loads beside the screen's code (board-early.ts).
    void import('./board-early').then((m) => m.loadOpeningWeekEarly());
    return import('./board-screen').then((m) => ({ default: m.BoardScreen }));
  }),
} satisfies ScreenMap;
