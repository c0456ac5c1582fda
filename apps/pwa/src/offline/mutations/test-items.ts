import type { OutboxMutationName, OutboxMutations } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../field-types';

/** A queued item of one kind, as the outbox stores it (for the handlers' tests). */
export const queued = <N extends OutboxMutationName>(name: N, payload: OutboxMutations[N], more: Partial<OutboxItem<N>> = {}): OutboxItem<N> => ({
  seq: 3,
  id: '0b8f6c1e-9d2a-4c3b-8e7f-1a2b3c4d5e6f',
  userId: 4,
  stageId: 17,
  name,
  payload,
  createdAt: '2026-05-13T10:00:00Z',
  attempts: 0,
  status: 'pending',
  nextAttemptAt: 0,
  lastStatus: null,
  lastError: null,
  ...more,
});
