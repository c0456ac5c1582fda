import { describe, expect, it } from 'vitest';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { damageFirst, draftAfterSaved, draftFromDetail, draftPayload, draftQueued } from './report-draft';

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
});
