import { describe, expect, it } from 'vitest';
import { confirmSendState, effectiveConfirmation, stageSyncState } from './sync-state';

describe('per-operation sync state', () => {
  it('is nothing without draft, items or a sent save', () => {
    expect(stageSyncState({ draft: undefined, items: [], sentAt: null })).toBeNull();
  });
  it('shows rejected before anything else', () => {
    expect(stageSyncState({ draft: { dirty: true }, items: [{ status: 'rejected' }, { status: 'pending' }], sentAt: 'x' })).toBe('rejected');
  });
  it('shows a draft edited after queueing, then waiting, then sent', () => {
    expect(stageSyncState({ draft: { dirty: true }, items: [{ status: 'pending' }], sentAt: null })).toBe('draft');
    expect(stageSyncState({ draft: { dirty: false }, items: [{ status: 'pending' }], sentAt: null })).toBe('waiting');
    expect(stageSyncState({ draft: undefined, items: [], sentAt: '2026-01-01T00:00:00Z' })).toBe('sent');
  });
});

describe('own confirmation with queued answers', () => {
  const item = (seq: number, action: 'confirm' | 'decline', status: 'pending' | 'rejected' = 'pending') => ({ seq, name: 'stage.confirm' as const, payload: { stageId: 1, action }, status });
  it('keeps the server value without queued answers', () => {
    expect(effectiveConfirmation(null, [])).toBeNull();
  });
  it('lets the last queued answer win', () => {
    expect(effectiveConfirmation(null, [item(2, 'decline'), item(1, 'confirm')])).toBe(false);
    expect(effectiveConfirmation(false, [item(1, 'decline'), item(2, 'confirm')])).toBe(true);
  });
  it('ignores refused answers', () => {
    expect(effectiveConfirmation(true, [item(1, 'decline', 'rejected')])).toBe(true);
  });
});

describe('confirm/decline: queued offline, failed on the server, refused (issue 15.7)', () => {
  const item = (seq: number, action: 'confirm' | 'decline', status: 'pending' | 'rejected', lastStatus: number | null, lastError: string | null = null) => ({ seq, name: 'stage.confirm' as const, payload: { stageId: 1, action }, status, lastStatus, lastError });
  it('does not show an answer as given while the server answers with an error', () => {
    expect(effectiveConfirmation(null, [item(1, 'confirm', 'pending', 500, 'Interner Fehler')])).toBeNull();
    expect(effectiveConfirmation(null, [item(1, 'confirm', 'pending', 0, 'Keine Verbindung zum Server.')])).toBe(true);
  });
  it('tells offline, sending, failed and refused apart', () => {
    expect(confirmSendState([], true)).toEqual({ kind: 'none' });
    expect(confirmSendState([item(1, 'decline', 'pending', null)], false)).toEqual({ kind: 'offline', action: 'decline' });
    expect(confirmSendState([item(1, 'confirm', 'pending', 0)], true)).toEqual({ kind: 'sending', action: 'confirm' });
    expect(confirmSendState([item(1, 'confirm', 'pending', 503, 'Wartung')], true)).toEqual({ kind: 'failed', action: 'confirm', message: 'Wartung', seq: 1 });
    expect(confirmSendState([item(1, 'confirm', 'pending', 503), item(2, 'decline', 'rejected', 409, 'Zu spät')], true)).toEqual({ kind: 'refused', action: 'decline', message: 'Zu spät', seq: 2 });
  });
});
