// How often the public feed may be fetched (decision 018), counted in auth_attempts like the
// sign-in limits, so every server instance counts the same. Calendar apps refresh every few
// minutes to hours; a known feed gets 30 fetches per 15 minutes (several devices of one person
// included). Unknown secrets count per address, 20 per 15 minutes: guessing stays hopeless
// anyway (256 bits), this only keeps a scanner from costing database work.
import type { AttemptRule } from '../../limits/attempt-counter';

const WINDOW_MS = 15 * 60_000;
export const FEED_FETCHES_PER_WINDOW = 30;
export const FEED_MISSES_PER_ADDRESS = 20;

export const feedRule = (userId: number): AttemptRule => ({ key: `calendar-feed:${userId}`, limit: FEED_FETCHES_PER_WINDOW, windowMs: WINDOW_MS });
export const missRule = (address: string): AttemptRule => ({ key: `calendar-miss:${address}`, limit: FEED_MISSES_PER_ADDRESS, windowMs: WINDOW_MS });

export const FEED_TEXTS = {
  notFound: 'Dieser Kalender-Link ist ungültig oder wurde ersetzt.',
  tooMany: 'Zu viele Abrufe dieses Kalenders. Bitte versuchen Sie es später nochmals.',
} as const;
