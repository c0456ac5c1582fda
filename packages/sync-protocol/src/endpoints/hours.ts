// Endpoints of the server feature 'hours' (apps/server/src/features/hours/routes.ts): the
// admin's weekly hours per person, on screen and as Excel.
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { DateRangeQuerySchema } from '../common';
import { WeeklyHoursSchema } from '../hours';
import { endpoint, FILE } from './endpoint';

export const hoursEndpoints = {
  weekly: endpoint({ method: 'GET', path: '/api/admin/hours', access: ADMIN, query: DateRangeQuerySchema, answer: Type.Array(WeeklyHoursSchema) }),
  excel: endpoint({ method: 'GET', path: '/api/admin/hours-excel', access: ADMIN, query: DateRangeQuerySchema, answer: FILE }),
};
