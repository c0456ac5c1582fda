// Endpoints of the server feature 'health' (apps/server/src/features/health/routes.ts).
import { Type } from 'typebox';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  // For load balancers and monitoring: 200 when the database answers.
  check: endpoint({ method: 'GET', path: '/api/health', access: 'public', answer: Type.Object({ ok: Type.Literal(true), db: Type.Literal('ok') }) }),
};
