import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const adminOrderScreens = {
  'admin/orders': lazy(() => import('./admin-orders-screen').then((m) => ({ default: m.AdminOrdersScreen }))),
} satisfies ScreenMap;
