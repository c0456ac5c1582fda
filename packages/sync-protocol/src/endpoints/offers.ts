// Endpoints of the server feature 'offers' (apps/server/src/features/offers/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const offersEndpoints = {
  calculate: endpoint({ method: 'POST', path: '/api/offer/:service', access: ['client'] }),
  calculateFor: endpoint({ method: 'POST', path: '/api/offer/:service/userId/:userId', access: ADMIN }),
  load: endpoint({ method: 'POST', path: '/api/offer/loadoffer', access: ['client'] }),
  loadFor: endpoint({ method: 'POST', path: '/api/offer/loadoffer/userId/:userId', access: ADMIN }),
  send: endpoint({ method: 'POST', path: '/api/offer/send', access: ['client', 'admin'] }),
  document: endpoint({ method: 'GET', path: '/api/offer/document/:calcId/:format', access: ['client', 'admin'] }),
};
