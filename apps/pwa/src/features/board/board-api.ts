// Calls of the dispatch board (server features 'board' and 'planning': the board plans a person
// on the same day through the same assign and unassign as the order modal's employee picker;
// a move to another day, a whole crew, durations, the suggested order and the print go through
// the board's own routes, issue 33).
import {
  boardEndpoints,
  planningEndpoints,
  type AssignBody,
  type BoardMoveBody,
  type BoardPrintQuery,
  type BoardStagePlanBody,
  type SuggestOrderBody,
  type UnassignBody,
} from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export const loadBoard = (week: string) => call(boardEndpoints.week, { week });
export const planPerson = (body: AssignBody) => call(planningEndpoints.assign, {}, body);
export const unplanPerson = (body: UnassignBody) => call(planningEndpoints.unassign, {}, body);
export const moveStage = (body: BoardMoveBody) => call(boardEndpoints.move, {}, body);
export const saveStagePlan = (body: BoardStagePlanBody) => call(boardEndpoints.stagePlan, {}, body);
export const suggestOrder = (body: SuggestOrderBody) => call(boardEndpoints.suggestOrder, {}, body);
export const printPlan = (query: BoardPrintQuery) => callFile(boardEndpoints.print, query);
