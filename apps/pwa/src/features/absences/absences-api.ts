// Calls of the absences (server feature 'absences'): the admin's list and form, and the field
// staff's own list.
import { absencesEndpoints, type NewAbsenceBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';
import { fieldCall } from '../../offline/field-fetch';

export const loadAbsences = (week?: string) => call(absencesEndpoints.list, week === undefined ? {} : { week });
export const createAbsence = (body: NewAbsenceBody) => call(absencesEndpoints.create, {}, body);
export const deleteAbsence = (id: number) => call(absencesEndpoints.remove, { id });
// A field read: an expired sign-in pauses instead of signing the phone out (decision 015).
export const loadOwnAbsences = () => fieldCall(absencesEndpoints.own);
