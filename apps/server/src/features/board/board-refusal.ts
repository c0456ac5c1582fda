// The board's refusals (issue 33): { code, message, reasons[] }, every reason a German
// sentence the admin can act on. The rules' own errors (validation findings, booked days,
// absences and same-day stages) keep their status and code and get their texts as reasons.
import { AppError } from '../../plugins/errors';

export const BOARD_TEXTS = {
  stale: 'Die Etappe wurde inzwischen geändert (von jemand anderem oder in einem anderen Fenster). Bitte laden Sie die Disposition neu und versuchen Sie es nochmals.',
  stageMissing: 'Etappe nicht gefunden.',
  notAssignable: 'Nur aktive Mitarbeiter und Einsatzleiter können eingeteilt werden.',
  badTeam: 'Ungültiges Team (erwartet werden Benutzernummern, durch Kommas getrennt).',
  noDate: 'Die Etappe hat kein Datum.',
  stageTwice: 'Eine Etappe kommt mehrmals vor.',
} as const;

export function refusal(status: number, code: AppError['code'], reasons: string[], details: Record<string, unknown> = {}): AppError {
  return new AppError(status, code, reasons.join(' '), { ...details, reasons });
}

/** An error of a reused rule as a refusal with reasons (anything else passes unchanged). */
export function asRefusal(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status >= 500) return error;
  if (Array.isArray(error.details?.reasons)) return error;
  const findings = error.details?.errors;
  const reasons = Array.isArray(findings) ? findings.map((finding) => String((finding as { text?: unknown }).text ?? finding)) : [error.message];
  return refusal(error.status, error.code, reasons, error.details);
}
