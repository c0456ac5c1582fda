import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const hoursScreens = {
  'admin/hours': lazy(() => import('./hours-screen').then((m) => ({ default: m.HoursScreen }))),
  'admin/profitability': lazy(() => import('./profitability-screen').then((m) => ({ default: m.ProfitabilityScreen }))),
} satisfies ScreenMap;
