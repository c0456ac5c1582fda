// Calls of the calendar card (server feature 'calendar').
import { calendarEndpoints } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadOwnCalendarLink = () => call(calendarEndpoints.ownLink, {});
export const replaceOwnCalendarLink = () => call(calendarEndpoints.newLink, {}, { replace: true });

/** The feed URL as a webcal:// link: calendar apps open it as a subscription. */
export function webcalLink(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
