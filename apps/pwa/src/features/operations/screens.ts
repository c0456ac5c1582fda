import { lazy } from 'react';
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenMap } from '../../ui/screen-map';
import { landingScreens } from './landing-screens';

// The field users' landing screens may have loaded ahead (landing-prefetch.ts).
const operationList = lazyScreen(landingScreens.operationList);
const employeeUpcoming = lazyScreen(landingScreens.employeeUpcoming);

// Screens of this feature by route (lazy-loaded: only fetched when opened).
const pastList = lazy(() => import('./past/past-list-screen').then((m) => ({ default: m.PastListScreen })));
const operationDetail = lazy(() => import('./detail/operation-detail-screen').then((m) => ({ default: m.OperationDetailScreen })));
const staffDetail = lazy(() => import('./detail/staff-detail-screen').then((m) => ({ default: m.StaffDetailScreen })));

export const operationScreens = {
  'operation': operationList,
  'operation/past': pastList,
  'operation/past/:limit': pastList,
  'operation/:stageId': operationDetail,
  'operations': employeeUpcoming,
  'operations/past': lazy(() => import('./past/staff-past-screen').then((m) => ({ default: m.StaffPastScreen }))),
  'operations/:stageId': staffDetail,
  'o/:stageId': lazy(() => import('./detail/stage-router-screen').then((m) => ({ default: m.StageRouterScreen }))),
  'rating': lazy(() => import('./rating/rating-screen').then((m) => ({ default: m.RatingScreen }))),
} satisfies ScreenMap;
