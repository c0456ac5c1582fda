// What the screens tell the user about the sync of one operation, without I/O.
import type { OutboxItem, ReportDraft } from './field-types';

/** draft: typed, not saved yet; waiting: queued; sent: the server has it; rejected: refused. */
export type StageSyncState = 'draft' | 'waiting' | 'sent' | 'rejected';

export const SYNC_STATE_LABEL: Record<StageSyncState, string> = {
  draft: 'Entwurf',
  waiting: 'Wartet auf Versand',
  sent: 'Gesendet',
  rejected: 'Abgelehnt',
};

export const SYNC_STATE_COLOUR: Record<StageSyncState, string> = { draft: 'gray', waiting: 'orange', sent: 'green', rejected: 'red' };

export function stageSyncState(args: {
  draft: Pick<ReportDraft, 'dirty'> | undefined;
  items: Pick<OutboxItem, 'status'>[];
  sentAt: string | null;
}): StageSyncState | null {
  if (args.items.some((i) => i.status === 'rejected')) return 'rejected';
  if (args.draft?.dirty) return 'draft';
  if (args.items.some((i) => i.status === 'pending')) return 'waiting';
  return args.sentAt ? 'sent' : null;
}

/**
 * The own confirmation as the user sees it: the last queued (not refused) answer wins over
 * the server's value, so confirm-then-decline offline shows 'decline' at once.
 */
export function effectiveConfirmation(server: boolean | null, items: Pick<OutboxItem, 'name' | 'payload' | 'status' | 'seq'>[]): boolean | null {
  const queued = items
    .filter((i) => i.name === 'stage.confirm' && i.status === 'pending')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .at(-1);
  if (!queued) return server;
  return (queued.payload as { action: string }).action === 'confirm';
}

export const MUTATION_LABEL: Record<OutboxItem['name'], string> = {
  'report.save': 'Einsatzbericht',
  'stage.confirm': 'Zu- oder Absage',
  'operation.complete': 'Abschluss',
};
