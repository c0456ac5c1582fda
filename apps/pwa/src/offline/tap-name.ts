// How a person knows a queued working-time tap: its kind and time ('Arbeitsbeginn 07:02').
import { TIME_ENTRY_LABELS, zurichWallClock } from '@tragkraft/domain';
import type { OutboxMutations } from '@tragkraft/sync-protocol';
import type { OutboxItem } from './field-types';

/** The tap's name, or null for an item that is not a tap. */
export function tapName(item: Pick<OutboxItem, 'name' | 'payload'>): string | null {
  if (item.name !== 'time.record') return null;
  const tap = item.payload as OutboxMutations['time.record'];
  return `${TIME_ENTRY_LABELS[tap.kind]} ${zurichWallClock(new Date(tap.at)).time}`;
}
