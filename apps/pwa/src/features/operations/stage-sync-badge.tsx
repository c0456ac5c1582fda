import { Badge } from '@mantine/core';
import type { OutboxItem, ReportDraft } from '../../offline/field-types';
import { stageSyncState, SYNC_STATE_COLOUR, SYNC_STATE_LABEL } from '../../offline/sync-state';

/** Draft, waiting, sent or rejected: where this operation's changes stand. */
export function StageSyncBadge({ draft, items, sentAt }: { draft: Pick<ReportDraft, 'dirty'> | undefined | null; items: OutboxItem[]; sentAt: string | null }) {
  const state = stageSyncState({ draft: draft ?? undefined, items, sentAt });
  if (!state) return null;
  return (
    <Badge color={SYNC_STATE_COLOUR[state]} variant="light" tt="none" data-testid="stage-sync-state">
      {SYNC_STATE_LABEL[state]}
    </Badge>
  );
}
