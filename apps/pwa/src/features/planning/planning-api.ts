// Calls of the admin's team planning (server feature 'planning').
import { planningEndpoints, type AssignBody, type UnassignBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadPlanning = (stageId: number) => call(planningEndpoints.team, { stageId });
export const assignStaff = (body: AssignBody) => call(planningEndpoints.assign, {}, body);
export const unassignStaff = (body: UnassignBody) => call(planningEndpoints.unassign, {}, body);
