// 'Verwerfen' of a rejected change, on the person's explicit wish: the item leaves the outbox
// and takes with it what only it needed (its handler says what: a report save its draft and
// the photos only this phone has; what the server already holds stays).
import { fieldDb } from './field-db';
import type { OutboxItem } from './field-types';
import { handlerOf } from './mutations/registry';

export async function discard(item: OutboxItem): Promise<void> {
  await fieldDb.transaction('rw', [fieldDb.outbox, fieldDb.drafts, fieldDb.photos], async () => {
    await fieldDb.outbox.delete(item.seq!);
    await handlerOf(item).discarded(fieldDb, item);
  });
}
