import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

export const adminTestScreens = {
  'admin/test-error': lazy(() => import('./test-error-screen').then((m) => ({ default: m.TestErrorScreen }))),
} satisfies ScreenMap;
