// Endpoints of the server feature 'calculations' (apps/server/src/features/calculations/routes.ts).
import { Type } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { CalculationRowSchema } from '../calculations';
import { endpoint } from './endpoint';

export const calculationsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/calculations', access: ADMIN, answer: Type.Array(CalculationRowSchema) }),
};
