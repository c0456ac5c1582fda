// One handler per outbox mutation kind, keyed by its name: the compiler demands a handler for
// every name of sync-protocol's OutboxMutations, so a new kind cannot be forgotten anywhere.
import type { OutboxMutationName } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../field-types';
import type { MutationHandler } from './mutation-handler';
import { operationComplete } from './operation-complete';
import { reportSave } from './report-save';
import { stageConfirm } from './stage-confirm';
import { timeRecord } from './time-record';

export const MUTATION_HANDLERS: { readonly [N in OutboxMutationName]: MutationHandler<N> } = {
  'report.save': reportSave,
  'stage.confirm': stageConfirm,
  'operation.complete': operationComplete,
  'time.record': timeRecord,
};

/** The handler of an item's kind. */
export function handlerOf(item: Pick<OutboxItem, 'name'>): MutationHandler<OutboxMutationName> {
  // Each handler takes items of its own kind only; the name picks it, so the cast holds.
  return MUTATION_HANDLERS[item.name] as unknown as MutationHandler<OutboxMutationName>;
}
