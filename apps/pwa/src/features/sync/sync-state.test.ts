import { describe, expect, it } from 'vitest';
import { connectionText } from './connection-text';
import { confirmSendState, effectiveConfirmation, headerSyncState, progressText, stageSyncState, SYNC_STATE_LABEL } from './sync-state';

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

describe('every state in words (issue 27)', () => {
  const base = { authPaused: false, pending: 0, rejected: 0, sending: 0, online: true, refreshFailed: false, dataAt: '2026-11-27T13:05:00Z', now: new Date('2026-11-27T15:00:00Z') };
  it('says "Wird gesendet" for an item on its way, not "Wartet auf Versand"', () => {
    expect(stageSyncState({ draft: { dirty: false }, items: [{ id: 'a', status: 'pending' }], sentAt: null, sending: new Set(['a']) })).toBe('sending');
    expect(SYNC_STATE_LABEL.sending).toBe('Wird gesendet');
    expect(headerSyncState({ ...base, pending: 1, sending: 1 }).label).toBe('Wird gesendet');
    expect(progressText(1_234_567, 3_400_000)).toBe('1.2 von 3.4 MB');
  });
  it('opened offline says so with the age of the data, never a green "Synchronisiert"', () => {
    expect(headerSyncState({ ...base, online: false })).toEqual({ label: 'Offline – Stand von 14:05', tone: 'waiting' });
    expect(headerSyncState({ ...base, online: false, dataAt: '2026-11-26T07:30:00Z' }).label).toBe('Offline – Stand von 26.11. 08:30');
    expect(headerSyncState({ ...base, online: false, pending: 2 }).label).toBe('Offline – 2 offen');
    expect(headerSyncState({ ...base, online: false, dataAt: null }).label).toBe('Offline');
    expect(headerSyncState(base)).toEqual({ label: 'Synchronisiert', tone: 'ok' });
  });
  it('says "abgelehnt" for a refused item in the header, not "1 offen"', () => {
    expect(headerSyncState({ ...base, rejected: 1 })).toEqual({ label: '1 abgelehnt', tone: 'refused' });
    expect(headerSyncState({ ...base, rejected: 1, pending: 2, online: false }).label).toBe('1 abgelehnt');
    expect(headerSyncState({ ...base, authPaused: true, rejected: 1 }).label).toBe('Anmelden!');
  });
  it('never says "Verbindung vorhanden" while the last try found no server', () => {
    const unreached = [{ status: 'pending' as const, lastStatus: 0 }];
    expect(connectionText(true, unreached, 0)).not.toBe('Verbindung vorhanden');
    expect(connectionText(true, unreached, 0)).toContain('Server ist nicht erreichbar');
    expect(connectionText(false, [], 0)).toContain('Keine Verbindung');
    expect(connectionText(true, [{ status: 'pending', lastStatus: 503 }], 0)).toBe('Verbindung vorhanden');
    expect(connectionText(true, unreached, 1)).toBe('Wird gesendet …');
  });
});
