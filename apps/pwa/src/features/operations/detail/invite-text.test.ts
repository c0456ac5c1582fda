import { describe, expect, it } from 'vitest';
import { callLink, inviteText, mapLink, whatsappLink } from './invite-text';

describe('invite text and messaging links', () => {
  const facts = { stageId: 42, date: '2026-05-13', meetingPlace: 'Werkhof Altstetten', meetingTime: '06:45', origin: 'https://app.example.ch' };

  it('holds date, meeting place, meeting time and the stage link', () => {
    expect(inviteText(facts)).toBe('Einsatz am Mi 13.05.26\nTreffpunkt: Werkhof Altstetten\nTreffzeit: 06:45\nDetails: https://app.example.ch/o/42');
  });

  it('shows the default meeting time and an open place', () => {
    expect(inviteText({ ...facts, meetingPlace: null, meetingTime: null })).toContain('Treffpunkt: noch offen\nTreffzeit: --:--');
  });

  it('builds the WhatsApp link with the messaging number (leading 0 -> 41)', () => {
    expect(whatsappLink('079 555 20 20', 'Hallo du')).toBe('https://wa.me/41795552020?text=Hallo%20du');
    expect(whatsappLink('+41 79/555 20 20', 'x')).toBe('https://wa.me/41795552020?text=x');
  });

  it('builds call and map links', () => {
    expect(callLink('079 555 20 20')).toBe('tel:0795552020');
    expect(mapLink('Seestrasse 7\n8800 Thalwil')).toBe('https://www.google.com/maps/search/?api=1&query=Seestrasse%207%2C%208800%20Thalwil');
  });
});
