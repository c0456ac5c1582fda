// The HTTP request of one outbox item: method and URL from the mutation's endpoint
// (sync-protocol outboxRequest), the item's UUID in the Idempotency-Key header (so a repeat
// never duplicates anything on the server), the body from the handler of its kind
// (mutations/). Plain fetch (not call()): a 401 here must pause the queue, not sign the
// user out.
import { IDEMPOTENCY_KEY_HEADER, outboxRequest } from '@tragkraft/sync-protocol';
import type { OutboxItem } from './field-types';
import type { PhotoReader } from './mutations/mutation-handler';
import { handlerOf } from './mutations/registry';

export async function outboxFetchArgs(item: OutboxItem, token: string, photo: PhotoReader): Promise<{ url: string; init: RequestInit; bytes: number }> {
  const { method, url } = outboxRequest(item.name, item.payload);
  const { body, contentType, bytes } = await handlerOf(item).body(item.payload, photo);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: item.id, ...(contentType ? { 'content-type': contentType } : {}) };
  return { url, init: body === undefined ? { method, headers } : { method, headers, body }, bytes };
}
