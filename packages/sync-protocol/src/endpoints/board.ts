// Endpoints of the server feature 'board' (apps/server/src/features/board/routes.ts): the
// admin's dispatch board, one week in one call (issue 21). Planning itself goes through
// 'planning' (assign, unassign).
import { ADMIN } from '@tragkraft/domain';
import { BoardAnswerSchema, BoardQuerySchema } from '../board';
import { endpoint } from './endpoint';

export const boardEndpoints = {
  week: endpoint({ method: 'GET', path: '/api/admin/board', access: ADMIN, query: BoardQuerySchema, answer: BoardAnswerSchema }),
};
