import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const offerScreens = {
  'offer': lazy(() => import('./offer-screen').then((m) => ({ default: m.OfferScreen }))),
  'admin/offer': lazy(() => import('./admin-offer-screen').then((m) => ({ default: m.AdminOfferScreen }))),
  'admin/calculations': lazy(() => import('./admin-calculations-screen').then((m) => ({ default: m.AdminCalculationsScreen }))),
} satisfies ScreenMap;
