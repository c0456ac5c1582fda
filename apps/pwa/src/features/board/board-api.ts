// Calls of the dispatch board (server features 'board' and 'planning': the board plans a person
// on the same day through the same assign and unassign as the order modal's employee picker;
// a move to another day, a whole crew, durations, the suggested order and the print go through
// the board's own routes, issue 33). Moves and an applied order carry an Idempotency-Key:
// one per action, sent again when the connection broke (the server may have done it).
import {
  boardEndpoints,
  type ApplyOrderBody,
  planningEndpoints,
  type AssignBody,
  type BoardMoveBody,
  type BoardPrintQuery,
  type BoardStagePlanBody,
  type SuggestOrderBody,
  type UnassignBody,
} from '@tragkraft/sync-protocol';
import { ApiError } from '../../api/api-error';
import { call, callFile, callWithHeaders } from '../../api/client';

export const loadBoard = (week: string) => call(boardEndpoints.week, { week });
export const planPerson = (body: AssignBody) => call(planningEndpoints.assign, {}, body);
export const unplanPerson = (body: UnassignBody) => call(planningEndpoints.unassign, {}, body);
/**
 * Sends one action with a fresh Idempotency-Key; when the answer did not arrive (no
 * connection) once more with the same key, so a move the server did is not done twice.
 */
async function idempotent<T>(send: (headers: { 'Idempotency-Key': string }) => Promise<T>): Promise<T> {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  try {
    return await send(headers);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return send(headers);
    throw error;
  }
}

export const moveStage = (body: BoardMoveBody) => idempotent((headers) => callWithHeaders(boardEndpoints.move, headers, {}, body));
export const applyOrder = (body: ApplyOrderBody) => idempotent((headers) => callWithHeaders(boardEndpoints.applyOrder, headers, {}, body));
export const saveStagePlan = (body: BoardStagePlanBody) => call(boardEndpoints.stagePlan, {}, body);
export const suggestOrder = (body: SuggestOrderBody) => call(boardEndpoints.suggestOrder, {}, body);
export const printPlan = (query: BoardPrintQuery) => callFile(boardEndpoints.print, query);
