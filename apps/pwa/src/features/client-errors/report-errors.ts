// Every uncaught front-end error goes to POST /api/client-error, only when signed in; a
// failed report is only logged to the console (the spec). The server refuses more than its
// limits (field sizes, reports per hour), so the fields are cut to them here.
// main.ts (the small entry) sets this up: the call and its schema load only when an error
// is reported, so the entry does not carry the API client and the schema library.
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_TRACE_MAX, CLIENT_ERROR_URL_MAX } from '@tragkraft/sync-protocol';
import { getSession } from '../../auth/session-store';

export function reportClientError(error: unknown): void {
  if (!getSession()) return;
  const message = error instanceof Error ? error.message : String(error);
  const trace = error instanceof Error ? (error.stack ?? '') : '';
  // The path only: a query string may hold search words or addresses.
  const url = window.location.pathname;
  const report = {
    message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX) || 'Unbekannter Fehler',
    trace: trace.slice(0, CLIENT_ERROR_TRACE_MAX),
    url: url.slice(0, CLIENT_ERROR_URL_MAX),
  };
  import('./client-errors-api')
    .then(({ sendClientErrorReport }) => sendClientErrorReport(report))
    .catch((failure: unknown) => console.error('Fehlerbericht konnte nicht gesendet werden', failure));
}

export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
