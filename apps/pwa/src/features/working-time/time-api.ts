// Calls of the working-time screens (server feature 'working-time'). The phone's reads go
// through field-fetch.ts (a 401 pauses the sync instead of signing the person out); taps go
// through the outbox (use-time-week.ts); corrections and the office's actions need the
// server's answer and are made online.
import { workingTimeEndpoints, type CorrectTimeBody, type TimeExportQuery } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';
import { fieldCall } from '../../offline/field-fetch';

export const loadOwnWeek = (week: string) => fieldCall(workingTimeEndpoints.ownWeek, { week });
export const loadStageHours = (stageId: number) => fieldCall(workingTimeEndpoints.stageHours, { stageId });
export const correctOwnEntry = (body: CorrectTimeBody) => call(workingTimeEndpoints.correctOwn, {}, body);

export const loadStaffWeeks = (week: string) => call(workingTimeEndpoints.weeks, { week });
export const loadStageComparison = (week: string) => call(workingTimeEndpoints.stageComparison, { week });
export const approveWeek = (userId: number, week: string) => call(workingTimeEndpoints.approve, {}, { userId, week });
export const correctEntry = (body: CorrectTimeBody) => call(workingTimeEndpoints.correct, {}, body);
export const downloadTimeSheet = (query: TimeExportQuery) => callFile(workingTimeEndpoints.export, query);
