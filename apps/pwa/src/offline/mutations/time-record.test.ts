import { describe, expect, it } from 'vitest';
import { timeRecord } from './time-record';
import { queued } from './test-items';

const tap = queued('time.record', { clientId: '5d0c2a1e-0f0e-4b7a-9c1d-2e3f4a5b6c7d', kind: 'start', at: '2026-05-13T05:02:00.000Z' }, { stageId: 0 });

describe('[outbox] working-time tap', () => {
  it('is named by its kind and its Zurich time and opens "Zeit", whatever the operation', () => {
    expect(timeRecord.subject(tap, 'Einsatz (Angaben nicht auf diesem Telefon)')).toBe('Arbeitsbeginn 07:02');
    expect(timeRecord.open(tap, 'employee')).toEqual({ path: '/time', label: 'Zeit öffnen' });
  });

  it('carries the phone’s clock at each send', async () => {
    const before = Date.now();
    const { body, contentType } = await timeRecord.body(tap.payload, async () => undefined);
    const sent = JSON.parse(body as string) as { sentAt: string; at: string };
    expect(contentType).toBe('application/json');
    expect(sent.at).toBe(tap.payload.at);
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(before);
  });

  it('says only a refusal, naming the tap', () => {
    expect(timeRecord.notices(tap, 'done', {}, 'Arbeitsbeginn 07:02')).toEqual([]);
    expect(timeRecord.notices({ ...tap, lastError: 'Uhr falsch.' }, 'rejected', null, 'Arbeitsbeginn 07:02')).toEqual([{ tone: 'error', text: 'Zeiteintrag abgelehnt (Arbeitsbeginn 07:02): Uhr falsch.' }]);
  });
});
