// Endpoints of the server feature 'calendar' (apps/server/src/features/calendar/routes.ts): the
// staff member's private calendar feed (decision 018). The feed itself is public: its secret
// in the URL is the permission, as calendar apps subscribe without signing in.
import { STAFF } from '@tragkraft/domain';
import { CalendarFeedParamsSchema, CalendarLinkSchema, NewCalendarLinkBodySchema } from '../calendar';
import { endpoint, TEXT } from './endpoint';

export const calendarEndpoints = {
  // text/calendar, set by the handler.
  feed: endpoint({ method: 'GET', path: '/api/calendar/:file', access: 'public', params: CalendarFeedParamsSchema, answer: TEXT }),
  // Creates the feed on the first call.
  ownLink: endpoint({ method: 'GET', path: '/api/me/calendar', access: STAFF, answer: CalendarLinkSchema }),
  // "Neuen Link erstellen": a new secret; the old URL answers 404 from now on.
  newLink: endpoint({ method: 'POST', path: '/api/me/calendar', access: STAFF, body: NewCalendarLinkBodySchema, answer: CalendarLinkSchema }),
};
