import { describe, expect, it } from 'vitest';
import { effectiveConfirmation, stageSyncState } from './sync-state';

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
