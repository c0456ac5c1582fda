import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const accountingExportScreens = {
  'admin/accounting-export': lazy(() => import('./accounting-export-screen').then((m) => ({ default: m.AccountingExportScreen }))),
} satisfies ScreenMap;
