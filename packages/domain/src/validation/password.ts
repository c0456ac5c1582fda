// Password rules of the spec: at least 6 characters, both entries equal.

export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  tooShort: 'Das neue Passwort muss mindestens 6 Zeichen lang sein.',
  mismatch: 'Die Passwörter stimmen nicht überein.',
} as const;

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/** Checks a new password; `repeat` is the second entry of the form (omit on the server). */
export function checkNewPassword(password: string, repeat?: string): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooShort };
  if (repeat !== undefined && repeat !== password) return { ok: false, message: PASSWORD_MESSAGES.mismatch };
  return { ok: true };
}
