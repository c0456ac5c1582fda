// Endpoints of the server feature 'board' (apps/server/src/features/board/routes.ts): the
// admin's dispatch board, one week in one call (issue 21), and dispatching on it (issue 33,
// decision 035): moving a stage to a day and crew, a stage's duration and crew, a suggested
// day order (applied in one call) and the printed plans. Person by person planning still goes through 'planning'.
import { ADMIN } from '@tragkraft/domain';
import {
  ApplyOrderAnswerSchema,
  ApplyOrderBodySchema,
  BoardAnswerSchema,
  BoardMoveAnswerSchema,
  BoardMoveBodySchema,
  BoardPrintQuerySchema,
  BoardQuerySchema,
  BoardStagePlanBodySchema,
  SuggestOrderAnswerSchema,
  SuggestOrderBodySchema,
} from '../board';
import { endpoint, FILE } from './endpoint';

export const boardEndpoints = {
  week: endpoint({ method: 'GET', path: '/api/admin/board', access: ADMIN, query: BoardQuerySchema, answer: BoardAnswerSchema }),
  /** Refusals: { code, message, reasons[] } (400 validation, 409 dayBooked / conflict / stale). */
  move: endpoint({ method: 'POST', path: '/api/admin/board/move', access: ADMIN, body: BoardMoveBodySchema, answer: BoardMoveAnswerSchema }),
  stagePlan: endpoint({ method: 'POST', path: '/api/admin/board/stage', access: ADMIN, body: BoardStagePlanBodySchema, answer: BoardMoveAnswerSchema }),
  /** All start times of a suggested order in one transaction; refusals as move (409 stale: nothing changed). */
  applyOrder: endpoint({ method: 'POST', path: '/api/admin/board/apply-order', access: ADMIN, body: ApplyOrderBodySchema, answer: ApplyOrderAnswerSchema }),
  suggestOrder: endpoint({ method: 'POST', path: '/api/admin/board/suggest-order', access: ADMIN, body: SuggestOrderBodySchema, answer: SuggestOrderAnswerSchema }),
  print: endpoint({ method: 'GET', path: '/api/admin/board/print', access: ADMIN, query: BoardPrintQuerySchema, answer: FILE }),
};
