// Endpoints of the server feature 'health' (apps/server/src/features/health/routes.ts).
import { Type } from 'typebox';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  // For load balancers and monitoring: 200 when the database answers (cheap: SELECT 1).
  check: endpoint({ method: 'GET', path: '/api/health', access: 'public', answer: Type.Object({ ok: Type.Literal(true), db: Type.Literal('ok') }) }),
  // Should this instance get traffic? 200 when started, not draining, the database answers and
  // the stored files can be written; else 503 { code, message } (decision 036).
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    answer: Type.Object({ ok: Type.Literal(true), db: Type.Literal('ok'), storage: Type.Literal('ok') }),
  }),
};
