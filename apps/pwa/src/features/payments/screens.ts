import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const paymentScreens = {
  'admin/payments': lazy(() => import('./payments-screen').then((m) => ({ default: m.PaymentsScreen }))),
} satisfies ScreenMap;
