// Endpoints of the server feature 'admin-test' (apps/server/src/features/admin-test/routes.ts).
import { ADMIN } from '@tragkraft/domain';
import { TestLogAnswerSchema } from '../admin-test';
import { OkSchema } from '../common';
import { endpoint } from './endpoint';

export const adminTestEndpoints = {
  // Always fails (500 testError); the answer is what it would say otherwise.
  serverError: endpoint({ method: 'GET', path: '/api/admin/test-error', access: ADMIN, answer: OkSchema }),
  // Runs a failing SQL statement (500 internal); the answer is what it would say otherwise.
  sqlError: endpoint({ method: 'GET', path: '/api/admin/test-sql-error', access: ADMIN, answer: OkSchema }),
  log: endpoint({ method: 'GET', path: '/api/admin/test-log', access: ADMIN, answer: TestLogAnswerSchema }),
};
