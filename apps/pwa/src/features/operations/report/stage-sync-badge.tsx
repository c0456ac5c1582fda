import { Badge } from '@mantine/core';
import type { OutboxItem, ReportDraft } from '../../../offline/field-types';
import { useSendProgress } from '../../sync/use-send-progress';
import { progressText, stageSyncState, SYNC_STATE_COLOUR, SYNC_STATE_LABEL } from '../../sync/sync-state';

/** Draft, waiting, on its way (with progress), sent or rejected: where this operation's changes stand. */
export function StageSyncBadge({ draft, items, sentAt }: { draft: Pick<ReportDraft, 'dirty'> | undefined | null; items: OutboxItem[]; sentAt: string | null }) {
  const progress = useSendProgress();
  const state = stageSyncState({ draft: draft ?? undefined, items, sentAt, sending: new Set(progress.keys()) });
  if (!state) return null;
  // On its way: how far, summed over the operation's items being sent.
  const sent = items.map((i) => progress.get(i.id)).filter((p) => p !== undefined);
  const total = sent.reduce((sum, p) => ({ sent: sum.sent + p.sent, total: sum.total + p.total }), { sent: 0, total: 0 });
  return (
    <Badge color={SYNC_STATE_COLOUR[state]} variant="light" tt="none" data-testid="stage-sync-state">
      {SYNC_STATE_LABEL[state]}
      {state === 'sending' && total.total > 0 ? ` · ${progressText(total.sent, total.total)}` : ''}
    </Badge>
  );
}
