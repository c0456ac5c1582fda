// Calls of the error reports (server feature 'client-errors').
import { clientErrorsEndpoints, type ClientErrorBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadClientErrors = () => call(clientErrorsEndpoints.list);
export const sendClientErrorReport = (report: ClientErrorBody) => call(clientErrorsEndpoints.report, {}, report);
