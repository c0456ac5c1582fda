// Renders a feed as iCalendar text with ical-generator. Times are written as UTC instants
// (DTSTART:...Z) computed from the Zurich wall clock: every calendar app shows them right
// without a VTIMEZONE block; stages without a time are all-day events.
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedEvent } from './feed-events';

export function feedIcs(events: FeedEvent[], host: string, now: Date): string {
  const calendar = ical({
    name: 'Tragkraft Einsätze',
    prodId: { company: 'Tragkraft', product: 'Einsaetze', language: 'DE' },
    // Calendar apps that honour it refresh hourly.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const times =
      'instant' in event.start
        ? { start: event.start.instant, end: event.start.end }
        : { start: event.start.date, end: event.start.nextDay, allDay: true };
    calendar.createEvent({
      id: `stage-${event.stageId}@${host}`,
      ...times,
      stamp: now,
      summary: event.summary,
      location: event.location,
      description: event.description,
      sequence: event.sequence,
      lastModified: event.lastModified,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
