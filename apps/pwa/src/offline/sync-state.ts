// What the screens tell the user about the sync of one operation, without I/O.
import { FIELD_DECLINED, FIELD_OK, FIELD_SECONDARY_HEX, FIELD_WAITING } from '../features/operations/field-look';
import type { OutboxItem, ReportDraft } from './field-types';

/** draft: typed, not saved yet; waiting: queued; sent: the server has it; rejected: refused. */
export type StageSyncState = 'draft' | 'waiting' | 'sent' | 'rejected';

export const SYNC_STATE_LABEL: Record<StageSyncState, string> = {
  draft: 'Entwurf',
  waiting: 'Wartet auf Versand',
  sent: 'Gesendet',
  rejected: 'Abgelehnt',
};

/** Dark tints that stay readable in the sun (at least 4.5:1, field-look.ts). */
export const SYNC_STATE_COLOUR: Record<StageSyncState, string> = { draft: FIELD_SECONDARY_HEX, waiting: FIELD_WAITING, sent: FIELD_OK, rejected: FIELD_DECLINED };

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

type ConfirmItem = Pick<OutboxItem, 'name' | 'payload' | 'status' | 'seq'> & Partial<Pick<OutboxItem, 'lastStatus' | 'lastError'>>;

/** The server answered with an error (4xx or 5xx); 0 or null means it was never reached. */
const serverAnswered = (item: Partial<Pick<OutboxItem, 'lastStatus'>>) => (item.lastStatus ?? 0) >= 400;

const lastConfirmItem = <T extends ConfirmItem>(items: T[]): T | undefined =>
  items
    .filter((i) => i.name === 'stage.confirm')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .at(-1);

/**
 * The own confirmation as the user sees it: the last queued answer wins over the server's
 * value, so confirm-then-decline offline shows 'decline' at once. An answer the server
 * refused or failed on is not shown as given (issue 15.7).
 */
export function effectiveConfirmation(server: boolean | null, items: ConfirmItem[]): boolean | null {
  const queued = lastConfirmItem(items.filter((i) => i.status === 'pending' && !serverAnswered(i)));
  if (!queued) return server;
  return (queued.payload as { action: string }).action === 'confirm';
}

/**
 * Where the last own confirm/decline stands: `offline` queued without a connection, `sending`
 * on its way, `failed` the server answered with an error and the outbox tries again, `refused`
 * the server said no for good (4xx). `action` tells 'Zusage' from 'Absage'.
 */
export type ConfirmSendState =
  | { kind: 'none' }
  | { kind: 'offline' | 'sending'; action: 'confirm' | 'decline' }
  | { kind: 'failed' | 'refused'; action: 'confirm' | 'decline'; message: string; seq: number | undefined };

export function confirmSendState(items: ConfirmItem[], online: boolean): ConfirmSendState {
  const last = lastConfirmItem(items);
  if (!last) return { kind: 'none' };
  const action = (last.payload as { action: string }).action === 'confirm' ? 'confirm' : 'decline';
  const message = last.lastError ?? '';
  if (last.status === 'rejected') return { kind: 'refused', action, message, seq: last.seq };
  if (serverAnswered(last)) return { kind: 'failed', action, message, seq: last.seq };
  return { kind: online ? 'sending' : 'offline', action };
}

export const MUTATION_LABEL: Record<OutboxItem['name'], string> = {
  'report.save': 'Einsatzbericht',
  'stage.confirm': 'Zu- oder Absage',
  'operation.complete': 'Abschluss',
};
