// Failure texts of the invoice actions: the spec's text plus what the server says. A rejected
// line list names each finding with its line ('Position 2: …'), so the admin finds the line.
import { ApiError, withServerMessage } from '../../api/api-error';

export const INVOICE_FAILURE = {
  load: 'Fehler: Konnte die Rechnungsdaten nicht laden',
  create: 'Fehler beim Erstellen der Rechnung',
  download: 'Fehler: Konnte die Datei nicht herunterladen',
  send: 'Fehler beim Versenden der Rechnung',
  markPaid: 'Fehler beim Markieren der Rechnung',
  qr: 'Fehler beim Generieren der QR-Rechnung',
} as const;

interface Finding {
  text?: unknown;
  index?: unknown;
}

/** 'Fehler beim Erstellen der Rechnung' plus the server's findings or message. */
export function createFailureText(error: unknown): string {
  const findings = error instanceof ApiError && Array.isArray(error.details.errors) ? (error.details.errors as Finding[]) : [];
  const texts = findings
    .filter((finding) => typeof finding.text === 'string')
    .map((finding) => (typeof finding.index === 'number' ? `Position ${finding.index}: ${String(finding.text)}` : String(finding.text)));
  return texts.length > 0 ? `${INVOICE_FAILURE.create} ${texts.join(' ')}` : withServerMessage(INVOICE_FAILURE.create, error);
}
