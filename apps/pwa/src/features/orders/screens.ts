import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const orderScreens = {
  'orders': lazy(() => import('./orders-screen').then((m) => ({ default: m.OrdersScreen }))),
  'operation-report/:stageId': lazy(() => import('./operation-report-screen').then((m) => ({ default: m.OperationReportScreen }))),
} satisfies ScreenMap;
