// Every error answer of the API is { code, message }. Codes from the spec are kept as
// written (dayBooked, offernotfound, emailexists); the others are ours.
export const ERROR_CODES = [
  'badRequest',
  'validation',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooManyRequests',
  'payloadTooLarge',
  'requestTimeout',
  'serviceUnavailable',
  'signInBusy',
  'internal',
  'loginFailed',
  'invalidToken',
  'weakPassword',
  /** The current password given with a password change is wrong. */
  'wrongPassword',
  'dayBooked',
  /** The record was changed by someone else since it was read (a board move with an old version). */
  'stale',
  /** Hours that cannot be true: more than a day per person, negative, too precise (issue 27). */
  'hoursImpossible',
  'bookingLimit',
  'offernotfound',
  'emailexists',
  'testError',
  'testSqlError',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  code: string;
  message: string;
}
