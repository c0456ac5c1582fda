// What the screens tell the user about the sync of one operation, without I/O.
import { FIELD_DECLINED, FIELD_OK, FIELD_SECONDARY_HEX, FIELD_WAITING } from '../operations/field-look';
import { zurichWallClock } from '@tragkraft/domain';
import type { OutboxItem, ReportDraft } from '../../offline/field-types';

/** draft: typed, not saved yet; waiting: queued; sending: on its way now; sent: the server has it; rejected: refused. */
export type StageSyncState = 'draft' | 'waiting' | 'sending' | 'sent' | 'rejected';

export const SYNC_STATE_LABEL: Record<StageSyncState, string> = {
  draft: 'Entwurf',
  waiting: 'Wartet auf Versand',
  sending: 'Wird gesendet',
  sent: 'Gesendet',
  rejected: 'Abgelehnt',
};

/** Dark tints that stay readable in the sun (at least 4.5:1, field-look.ts). */
export const SYNC_STATE_COLOUR: Record<StageSyncState, string> = { draft: FIELD_SECONDARY_HEX, waiting: FIELD_WAITING, sending: FIELD_WAITING, sent: FIELD_OK, rejected: FIELD_DECLINED };

export function stageSyncState(args: {
  draft: Pick<ReportDraft, 'dirty'> | undefined;
  items: (Pick<OutboxItem, 'status'> & { id?: string })[];
  sentAt: string | null;
  /** Ids of the items on their way now (send-progress.ts). */
  sending?: ReadonlySet<string>;
}): StageSyncState | null {
  if (args.items.some((i) => i.status === 'rejected')) return 'rejected';
  if (args.draft?.dirty) return 'draft';
  if (args.items.some((i) => i.id !== undefined && args.sending?.has(i.id))) return 'sending';
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

/** '1.2 von 3.4 MB' (decimal megabytes, as phones show file sizes). */
export function progressText(sent: number, total: number): string {
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
  return `${mb(sent)} von ${mb(total)} MB`;
}

/** 'HH:MM' of an ISO instant in Zurich, with 'dd.mm.' before it when it is not today. */
function standOf(iso: string, now: Date): string {
  const at = zurichWallClock(new Date(iso));
  const today = zurichWallClock(now).date;
  return at.date === today ? at.time : `${at.date.slice(8, 10)}.${at.date.slice(5, 7)}. ${at.time}`;
}

export type HeaderTone = 'ok' | 'waiting' | 'refused';

/**
 * The header badge in words: a refusal and a paused sign-in first (red), then what is on its
 * way, then offline with the age of the data, then what waits, then a failed refresh. Only
 * with a connection and nothing open is it 'Synchronisiert' (issue 27).
 */
export function headerSyncState(s: {
  authPaused: boolean;
  pending: number;
  rejected: number;
  sending: number;
  online: boolean;
  refreshFailed: boolean;
  /** When the newest list on the phone was fetched (the age of what the screens show). */
  dataAt: string | null;
  now: Date;
}): { label: string; tone: HeaderTone } {
  if (s.authPaused) return { label: 'Anmelden!', tone: 'refused' };
  if (s.rejected > 0) return { label: `${s.rejected} abgelehnt`, tone: 'refused' };
  if (s.sending > 0) return { label: 'Wird gesendet', tone: 'waiting' };
  if (!s.online) return { label: s.pending > 0 ? `Offline – ${s.pending} offen` : s.dataAt ? `Offline – Stand von ${standOf(s.dataAt, s.now)}` : 'Offline', tone: 'waiting' };
  if (s.pending > 0) return { label: `${s.pending} offen`, tone: 'waiting' };
  if (s.refreshFailed) return { label: 'Nicht aktuell', tone: 'waiting' };
  return { label: 'Synchronisiert', tone: 'ok' };
}
