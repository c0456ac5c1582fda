import { createHash, randomBytes } from 'node:crypto';
import type { AttemptRule } from '../../limits/attempt-counter';

/** A reset link is valid for 24 hours and only once. */
export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A new link replaces the older ones, but not one younger than this (issue 29): requests by
 * others for the same e-mail must not kill the link the person is just opening.
 */
export const RESET_LINK_KEPT_MS = 15 * 60 * 1000;

/** Reset mails one account gets per hour, whoever asks and from wherever (issue 29). */
const RESET_MAILS_PER_HOUR = 3;

export const resetMailRule = (userId: number): AttemptRule => ({ key: `reset-mail:${userId}`, limit: RESET_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked database holds no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
