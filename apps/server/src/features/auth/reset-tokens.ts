import { createHash, randomBytes } from 'node:crypto';

/** A reset link is valid for 24 hours and only once. */
export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked database holds no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
