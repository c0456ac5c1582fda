// Calls of the field screens (server features 'operations' and 'employee'). The reads go
// through field-fetch.ts, which keeps a field worker on the phone's data when the sign-in
// expires; admins' online actions (completion, project sheet) through call()/callFile().
import { employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';
import { fieldCall, fieldCallBytes } from '../../offline/field-fetch';
import type { ListName } from '../../offline/field-types';

/** A field list from the server; the admins' past list may be limited to the newest `limit`. */
export function loadList(name: ListName, limit?: number) {
  switch (name) {
    case 'future':
      return fieldCall(operationsEndpoints.future);
    case 'past':
      return limit ? fieldCall(operationsEndpoints.pastLimited, { limit }) : fieldCall(operationsEndpoints.past);
    case 'ownFuture':
      return fieldCall(employeeEndpoints.ownFuture);
    case 'ownPast':
      return fieldCall(employeeEndpoints.ownPast);
  }
}

/** Employees read the detail through their own endpoint (their view of it). */
export const loadDetail = (role: string, stageId: number) =>
  role === 'employee' ? fieldCall(employeeEndpoints.ownDetail, { stageId }) : fieldCall(operationsEndpoints.detail, { stageId });

export const loadChanges = (since: number) => fieldCall(operationsEndpoints.changes, { since });
export const loadStageDate = (stageId: number) => fieldCall(operationsEndpoints.date, { stageId });
export const loadOwnRating = () => fieldCall(employeeEndpoints.ownRating);

/** An image of an operation, for the copy on the phone (its endpoint loads with the first one). */
export async function loadImageBytes(id: string) {
  const { imageEndpoint } = await import('./image-endpoint');
  return fieldCallBytes(imageEndpoint, { kind: 'operation', id });
}

export const completeOperation = (stageId: number) => call(operationsEndpoints.complete, { stageId });
export const downloadProjectPlan = (stageId: number) => callFile(operationsEndpoints.projectPlan, { stageId });
