import { describe, expect, it } from 'vitest';
import type { ReportDraft } from './field-types';
import type { KeptCopy } from './kept-copy';
import { keptCopyHtml } from './kept-copy-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).buffer;
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 9, 8, 7]).buffer;

const draft: ReportDraft = {
  key: '3:40',
  userId: 3,
  stageId: 40,
  typeId: 1,
  truckArrivalTime: '07:30',
  damages: true,
  general: 'Küche montiert <ohne> Lift',
  internal: '',
  workHours: null,
  hours: [{ userId: 4, firstName: 'Luca', role: 'employee', hours: 3.5, rating: 5, comment: 'gut', confirmation: true }],
  images: [
    { id: 'a', comment: 'Kratzer', damage: true, deleted: false, origin: 'queued' },
    { id: 'b', comment: '', damage: false, deleted: true, origin: 'queued' },
  ],
  signature: { png, signerName: ' Anna Muster ', signedAt: '2026-11-27T14:10:00Z', remark: 'Alles gut', state: 'new' },
  dirty: true,
  updatedAt: '2026-11-27T14:12:00Z',
};
const copy: KeptCopy = { draft, reason: 'Der Einsatz ist bereits abgeschlossen.', keptAt: '2026-11-27T14:20:00Z' };

describe('the kept copy as one file (issue 27)', () => {
  const html = keptCopyHtml(copy, 'Muster AG, Zürich, 12.03.2027', [{ comment: 'Kratzer', damage: true, bytes: jpeg, mimeType: 'image/jpeg' }]);

  it('embeds the customer’s signature with name and time, not only the text', () => {
    expect(html).toContain(`src="data:image/png;base64,${Buffer.from(png).toString('base64')}"`);
    expect(html).toContain('Unterschrieben von Anna Muster, 27.11.2026 15:10. Bemerkung: Alles gut');
  });
  it('embeds the photos and keeps text, hours and the refusal', () => {
    expect(html).toContain(`src="data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}"`);
    expect(html).toContain('Bild 1 (Schaden): Kratzer');
    expect(html).toContain('Küche montiert &#60;ohne&#62; Lift');
    expect(html).toContain('<th>Luca</th><td>3.5 h, Bewertung 5, Kommentar gut</td>');
    expect(html).toContain('Vom Server abgelehnt: Der Einsatz ist bereits abgeschlossen.');
    expect(html).toContain('<h2>Bilder (1)</h2>');
  });
  it('says so when a photo is not on the phone', () => {
    expect(keptCopyHtml(copy, 'x', [{ comment: '', damage: false, bytes: null, mimeType: 'image/jpeg' }])).toContain('(Bild nicht auf diesem Telefon)');
  });
});
