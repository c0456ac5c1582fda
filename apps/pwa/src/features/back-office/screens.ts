import { lazy } from 'react';
import type { ScreenMap } from '../../ui/screen-map';

const StaffScreen = lazy(() => import('./staff-screen').then((m) => ({ default: m.StaffScreen })));

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const backOfficeScreens: ScreenMap = {
  'admin/clients': lazy(() => import('./clients-screen').then((m) => ({ default: m.ClientsScreen }))),
  'admin/employees': StaffScreen,
  'admin/admin': StaffScreen,
  'admin/orders': lazy(() => import('./admin-orders-screen').then((m) => ({ default: m.AdminOrdersScreen }))),
};
