import { describe, expect, it } from 'vitest';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import type { DraftSignature, ReportDraft } from './field-types';
import { damageFirst, draftAfterSaved, draftFromDetail, draftPayload, draftQueued, draftSignatureRefused } from './report-draft';

const detail = {
  id: 9,
  typeId: 1,
  truckArrivalTime: null,
  damages: null,
  general: null,
  internal: 'intern',
  workHours: null,
  hours: [{ userId: 3, firstName: 'Nina', role: 'employee', hours: null, rating: null, comment: null, confirmation: true, confirmationChanged: null }],
  images: [
    { id: 'a', comment: 'alt', damage: false, deleted: false, mimeType: 'image/jpeg' },
    { id: 'gone', comment: '', damage: false, deleted: true, mimeType: 'image/jpeg' },
  ],
} as unknown as OperationDetail;
const now = new Date('2026-05-13T10:00:00Z');

describe('report draft', () => {
  it('starts from the server’s detail without deleted images', () => {
    const draft = draftFromDetail(detail, 5, now);
    expect(draft).toMatchObject({ key: '5:9', general: '', internal: 'intern', dirty: false });
    expect(draft.images).toEqual([{ id: 'a', comment: 'alt', damage: false, deleted: false, origin: 'server' }]);
  });

  it('sends files only for images the server does not hold', () => {
    const draft = draftFromDetail(detail, 5, now);
    draft.images.push({ id: 'n1', comment: 'Kratzer', damage: true, deleted: false, origin: 'new' }, { id: 'q1', comment: '', damage: false, deleted: false, origin: 'queued' });
    draft.images[0]!.deleted = true;
    const payload = draftPayload(draft, 'operator');
    expect(payload.imageIds).toEqual(['n1', 'q1']);
    expect(payload.data.images?.map((i) => [i.id, i.deleted])).toEqual([['a', true], ['n1', false], ['q1', false]]);
    expect(payload.data).not.toHaveProperty('internal');
    expect(payload.data.hours?.[0]).toEqual({ userId: 3, hours: null, rating: null, comment: null });
  });

  it('sends internal comment, confirmations and (type 8) total hours for admins', () => {
    const draft = { ...draftFromDetail(detail, 5, now), typeId: 8, workHours: 24.75 };
    const payload = draftPayload(draft, 'admin');
    expect(payload.data).toMatchObject({ internal: 'intern', workHours: 24.75 });
    expect(payload.data.hours?.[0]).toHaveProperty('confirmation', true);
  });

  it('locks new photos once queued and drops an unedited draft once saved', () => {
    const draft = draftFromDetail(detail, 5, now);
    draft.images.push({ id: 'n1', comment: '', damage: false, deleted: false, origin: 'new' });
    const queued = draftQueued({ ...draft, dirty: true }, now);
    expect(queued.dirty).toBe(false);
    expect(queued.images.map((i) => i.origin)).toEqual(['server', 'queued']);
    expect(draftAfterSaved(queued, ['a', 'n1'])).toBeNull();
    expect(draftAfterSaved({ ...queued, dirty: true }, ['a', 'n1'])?.images.map((i) => i.origin)).toEqual(['server', 'server']);
  });

  it('lists damage images first', () => {
    expect(damageFirst([{ id: 1, damage: false }, { id: 2, damage: true }]).map((i) => i.id)).toEqual([2, 1]);
  });

  describe('with the customer’s signature', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).buffer;
    const signature = (patch: Partial<DraftSignature> = {}): DraftSignature => ({ png, signerName: '  Anna Muster ', signedAt: '2026-05-13T09:55:00.000Z', remark: ' ', state: 'new', ...patch });
    const signed = (patch: Partial<DraftSignature> = {}): ReportDraft => ({ ...draftFromDetail(detail, 5, now), signature: signature(patch), dirty: true });

    it('sends no signature without one (the customer was not on site), also from drafts stored before it existed', () => {
      const payload = draftPayload(draftFromDetail(detail, 5, now), 'operator');
      expect(payload.data).not.toHaveProperty('signature');
      expect(payload).not.toHaveProperty('signaturePng');
      const old = draftFromDetail(detail, 5, now);
      delete old.signature;
      expect(draftPayload(old, 'operator').data).not.toHaveProperty('signature');
    });

    it('sends a new signature as data.signature (name trimmed, blank remark null) with its PNG', () => {
      const payload = draftPayload(signed(), 'operator');
      expect(payload.data.signature).toEqual({ signerName: 'Anna Muster', signedAt: '2026-05-13T09:55:00.000Z', remark: null });
      expect(payload.signaturePng).toBe(png);
      expect(draftPayload(signed({ remark: 'Tür ok' }), 'admin').data.signature?.remark).toBe('Tür ok');
    });

    it('sends it once: not again while its save waits, nor after the server took it', () => {
      const queued = draftQueued(signed(), now);
      expect(queued.signature?.state).toBe('queued');
      const again = draftPayload({ ...queued, dirty: true }, 'operator');
      expect(again.data).not.toHaveProperty('signature');
      expect(again).not.toHaveProperty('signaturePng');
      expect(draftPayload(signed({ state: 'sent' }), 'operator').data).not.toHaveProperty('signature');
    });

    it('marks it sent when the server stored the save that carried it, not a newer one taken since', () => {
      const queued = { ...draftQueued(signed(), now), dirty: true };
      expect(draftAfterSaved(queued, [], '2026-05-13T09:55:00.000Z')?.signature?.state).toBe('sent');
      const retaken = { ...queued, signature: signature({ signedAt: '2026-05-13T10:05:00.000Z' }) };
      expect(draftAfterSaved(retaken, [], '2026-05-13T09:55:00.000Z')?.signature?.state).toBe('new');
      expect(draftAfterSaved(queued, [], null)?.signature?.state).toBe('queued');
      // An unedited draft is dropped as before: the fresh detail shows the server's signature.
      expect(draftAfterSaved(draftQueued(signed(), now), [], '2026-05-13T09:55:00.000Z')).toBeNull();
    });

    it('sends it again with the next save after the server refused the save that carried it', () => {
      const queued = draftQueued(signed(), now);
      const refused = draftSignatureRefused(queued, '2026-05-13T09:55:00.000Z');
      expect(refused.signature?.state).toBe('new');
      expect(draftPayload(refused, 'operator').signaturePng).toBe(png);
      // A refused save without the signature leaves a queued one alone.
      expect(draftSignatureRefused(queued, null).signature?.state).toBe('queued');
    });
  });
});
