// Password rules (issue 29; the spec's 6 characters raised): at least 10 characters, not the
// e-mail address (nor its part before the @), both entries equal. The list of common
// passwords is checked on the server only (it is too large for the phones' bundle).
// Existing shorter passwords keep working until they are changed.

export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: 'Das neue Passwort muss mindestens 10 Zeichen lang sein.',
  mismatch: 'Die Passwörter stimmen nicht überein.',
  sameAsEmail: 'Das neue Passwort darf nicht Ihre E-Mail-Adresse sein.',
  common: 'Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  currentMissing: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  currentWrong: 'Das aktuelle Passwort ist falsch.',
} as const;

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a new password; `repeat` is the second entry of the form (omit on the server),
 * `email` the account's address when known.
 */
export function checkNewPassword(password: string, repeat?: string, email?: string): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooShort };
  if (email && isEmailLike(password, email)) return { ok: false, message: PASSWORD_MESSAGES.sameAsEmail };
  if (repeat !== undefined && repeat !== password) return { ok: false, message: PASSWORD_MESSAGES.mismatch };
  return { ok: true };
}

function isEmailLike(password: string, email: string): boolean {
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return typed === address || typed === address.split('@')[0];
}
