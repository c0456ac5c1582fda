// Calls of the dispatch board (server features 'board' and 'planning': the board plans through
// the same assign and unassign as the order modal's employee picker).
import { boardEndpoints, planningEndpoints, type AssignBody, type UnassignBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadBoard = (week: string) => call(boardEndpoints.week, { week });
export const planPerson = (body: AssignBody) => call(planningEndpoints.assign, {}, body);
export const unplanPerson = (body: UnassignBody) => call(planningEndpoints.unassign, {}, body);
