// Every uncaught front-end error goes to POST /api/client-error, only when signed in; a
// failed report is only logged to the console (the spec).
import { getSession } from '../../auth/session-store';

export function reportClientError(error: unknown): void {
  if (!getSession()) return;
  const message = error instanceof Error ? error.message : String(error);
  const trace = error instanceof Error ? (error.stack ?? '') : '';
  fetch('/api/client-error', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${getSession()!.token}` },
    body: JSON.stringify({ message: message.slice(0, 2000) || 'Unbekannter Fehler', trace: trace.slice(0, 20_000) }),
  }).catch((failure: unknown) => console.error('Fehlerbericht konnte nicht gesendet werden', failure));
}

export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
