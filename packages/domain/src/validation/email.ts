// E-mail addresses of the back office's forms (logins, billing e-mails): the same check in the
// PWA form and on the server.

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

/** One address: something@domain.tld without blanks, separators or brackets, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** 'a@x.ch; b@y.ch,' -> ['a@x.ch', 'b@y.ch'] (commas or semicolons, blanks dropped). */
export function splitEmails(text: string): string[] {
  return text.split(/[,;]/).map((part) => part.trim()).filter(Boolean);
}
