// The staff calendar feed (issue 20, decision 018): a private iCalendar URL per staff member.
import { Type, type Static } from 'typebox';

/** '<secret>.ics': the secret is 43 base64url characters (256 bits). */
const CALENDAR_FILE_PATTERN = '^[A-Za-z0-9_-]{43}\\.ics$';

export const CalendarFeedParamsSchema = Type.Object({ file: Type.String({ maxLength: 60, pattern: CALENDAR_FILE_PATTERN }) });

/** GET/POST /api/me/calendar: the caller's feed URL (https://…/api/calendar/<secret>.ics). */
export const CalendarLinkSchema = Type.Object({ url: Type.String() });
export type CalendarLink = Static<typeof CalendarLinkSchema>;

/**
 * POST /api/me/calendar: the caller says it replaces the link (the PWA asks first), so no
 * stray or malformed request revokes a link that calendars subscribed to.
 */
export const NewCalendarLinkBodySchema = Type.Object({ replace: Type.Literal(true) });
