// Endpoints of the server feature 'employee' (apps/server/src/features/employee/routes.ts).
import { FIELD } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const employeeEndpoints = {
  ownRating: endpoint({ method: 'GET', path: '/api/user/rating', access: FIELD }),
  ownFuture: endpoint({ method: 'GET', path: '/api/employee/operations/future', access: FIELD }),
  ownPast: endpoint({ method: 'GET', path: '/api/employee/operations/past', access: FIELD }),
  ownDetail: endpoint({ method: 'GET', path: '/api/employee/operations/:stageId', access: FIELD }),
  confirmOrDecline: endpoint({ method: 'POST', path: '/api/employee/operations/confirmordecline', access: FIELD }),
};
