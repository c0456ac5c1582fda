// Endpoints of the server feature 'push' (apps/server/src/features/push/routes.ts): Web Push
// subscriptions of staff devices (decision 024). Clients have no push (403).
import { STAFF } from '@tragkraft/domain';
import { PushKeySchema, PushSubscribeBodySchema, PushUnsubscribeBodySchema } from '../push';
import { OkSchema } from '../common';
import { endpoint } from './endpoint';

export const pushEndpoints = {
  key: endpoint({ method: 'GET', path: '/api/push/key', access: STAFF, answer: PushKeySchema }),
  // Upsert by endpoint for the caller; the oldest of the caller's devices beyond the limit goes.
  subscribe: endpoint({ method: 'POST', path: '/api/push/subscribe', access: STAFF, body: PushSubscribeBodySchema, answer: OkSchema }),
  // Only the caller's own subscription; an unknown endpoint is fine (already gone).
  unsubscribe: endpoint({ method: 'DELETE', path: '/api/push/subscribe', access: STAFF, body: PushUnsubscribeBodySchema, answer: OkSchema }),
};
