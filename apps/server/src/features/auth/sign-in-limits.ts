// Which attempts count against which key when someone signs in (decision 011):
// - per account AND address: 5 failures in 15 minutes, then that address waits for that
//   account. Failures from one address never block a correct password from another address.
// - per account (any address): never locks; from the 10th failure in 15 minutes each further
//   check is slowed down (1 s more per failure, at most 10 s), so guessing from many
//   addresses gets slow while the owner still gets in.
// - per address, e-mails without an account: 20 in 15 minutes (spraying made-up e-mails), and
//   per address all failures: 100 in 15 minutes. Only these two hold back a whole address,
//   and not for an account that signed in successfully from there before, or from a known
//   device (issue 29 item 11): its correct password gets in, a wrong one answers 429 as the
//   address's limit would. That account's own limits (5 per address) still hold.
// The address is the caller's address group (IPv6 by /64).
import type { Db } from '../../db/open-database';
import { countAttempts, type AttemptRule } from '../../limits/attempt-counter';

const MINUTE = 60_000;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
const ACCOUNT_ADDRESS_LIMIT = 5;
export const UNKNOWN_EMAILS_PER_ADDRESS_LIMIT = 20;
const FAILURES_PER_ADDRESS_LIMIT = 100;
/** Failures of an account (from anywhere) before its checks slow down. */
export const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_DELAY_STEP_MS = 1000;
const ACCOUNT_MAX_DELAY_MS = 10_000;
/** Reset mails: 5 requests per minute and address. */
const RESET_REQUESTS_PER_MINUTE = 5;

export const LIMIT_TEXTS = {
  signIn: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten nochmals.',
  reset: 'Bitte versuchen Sie es in einer Minute nochmals.',
} as const;

export const accountKey = (email: string) => `account:${email}`;
export const accountAddressKey = (email: string, address: string) => `account-address:${email}|${address}`;

const addressKey = (address: string) => `address:${address}`;
const unknownEmailsKey = (address: string) => `address-unknown:${address}`;

/** Keys of the whole address: an attempt the hash gate refused still counts under them. */
export const isAddressKey = (key: string) => key.startsWith('address');

/**
 * The keys a sign-in attempt is counted under; `known` when the e-mail has an account,
 * `trusted` when that account signed in from this place or device before (then the address's
 * keys count the attempt but do not refuse it: see addressHeldBack).
 */
export function signInRules(email: string, address: string, known: boolean, trusted = false): AttemptRule[] {
  const window = SIGN_IN_WINDOW_MS;
  const unknownEmails = { key: unknownEmailsKey(address), limit: UNKNOWN_EMAILS_PER_ADDRESS_LIMIT, windowMs: window };
  // An address that used up its unknown e-mails waits for known ones too: otherwise 429 for
  // made-up e-mails next to 401 for real ones would tell which accounts exist.
  const rules: AttemptRule[] = [{ key: addressKey(address), limit: trusted ? Number.MAX_SAFE_INTEGER : FAILURES_PER_ADDRESS_LIMIT, windowMs: window }];
  if (!known) return [...rules, unknownEmails];
  return [
    ...rules,
    ...(trusted ? [] : [{ ...unknownEmails, record: false }]),
    { key: accountAddressKey(email, address), limit: ACCOUNT_ADDRESS_LIMIT, windowMs: window },
    // Counted, never refused: it only sets the slow-down.
    { key: accountKey(email), limit: Number.MAX_SAFE_INTEGER, windowMs: window },
  ];
}

/** Whether the address's own limits are used up (for a trusted account's wrong password: 429). */
export async function addressHeldBack(db: Db, address: string, now: number): Promise<boolean> {
  return (
    (await countAttempts(db, addressKey(address), SIGN_IN_WINDOW_MS, now)) >= FAILURES_PER_ADDRESS_LIMIT ||
    (await countAttempts(db, unknownEmailsKey(address), SIGN_IN_WINDOW_MS, now)) >= UNKNOWN_EMAILS_PER_ADDRESS_LIMIT
  );
}

/** The wait before checking an account that already has `failures` in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min((failures - ACCOUNT_FREE_FAILURES + 1) * ACCOUNT_DELAY_STEP_MS, ACCOUNT_MAX_DELAY_MS);
}

export function resetRule(address: string): AttemptRule {
  return { key: `reset:${address}`, limit: RESET_REQUESTS_PER_MINUTE, windowMs: MINUTE };
}
