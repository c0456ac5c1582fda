import type { ComponentType } from 'react';
import { preloadable } from '../../ui/preloadable';

/** The code of the field users' landing screens, loaded ahead by landing-prefetch.ts. */
export const landingScreens = {
  operationList: preloadable<ComponentType>(() => import('./list/operation-list-screen').then((m) => m.OperationListScreen)),
  employeeUpcoming: preloadable<ComponentType>(() => import('./list/employee-upcoming-screen').then((m) => m.EmployeeUpcomingScreen)),
};
