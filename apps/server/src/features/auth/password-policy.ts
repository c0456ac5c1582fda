// Which new passwords the server accepts (issue 29): the domain rule (at least 10 characters,
// not the e-mail) and none of the 49'233 most common passwords of the zxcvbn-ts list
// (@zxcvbn-ts/language-common, MIT: leaked-password frequency lists), compared in lower case.
// The list stays on the server: too large for the phones' bundle.
import { dictionary } from '@zxcvbn-ts/language-common';
import { checkNewPassword, PASSWORD_MESSAGES } from '@tragkraft/domain';
import { badRequest } from '../../plugins/errors';

let common: Set<string> | null = null;

function isCommonPassword(password: string): boolean {
  // Built on first use (the package ships the list compressed).
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/** Throws 400 weakPassword with the German reason when the new password is not allowed. */
export function assertPasswordAllowed(password: string, email?: string): void {
  const check = checkNewPassword(password, undefined, email);
  if (!check.ok) throw badRequest(check.message, 'weakPassword');
  if (isCommonPassword(password)) throw badRequest(PASSWORD_MESSAGES.common, 'weakPassword');
}
