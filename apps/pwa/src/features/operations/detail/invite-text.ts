// The messaging links of the team list: WhatsApp with the invite text, and phone calls.
import { formatDateWithWeekday, formatTime, messagingPhone } from '@tragkraft/domain';

export interface InviteFacts {
  stageId: number;
  date: string | null;
  meetingPlace: string | null;
  meetingTime: string | null;
  /** location.origin of the PWA, so the link opens the same installation. */
  origin: string;
}

/** The spec's invite: date, meeting place, meeting time and a link to /o/{stageId}. */
export function inviteText(facts: InviteFacts): string {
  const date = facts.date ? formatDateWithWeekday(facts.date) : 'ohne Datum';
  const place = facts.meetingPlace?.trim() || 'noch offen';
  return [
    `Einsatz am ${date}`,
    `Treffpunkt: ${place}`,
    `Treffzeit: ${formatTime(facts.meetingTime)}`,
    `Details: ${facts.origin}/o/${facts.stageId}`,
  ].join('\n');
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${messagingPhone(phone)}?text=${encodeURIComponent(text)}`;
}

export function callLink(phone: string): string {
  return `tel:${phone.replace(/[\s/]/g, '')}`;
}

/** Google Maps search for the object address (all lines on one line). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.split('\n').join(', '))}`;
}
